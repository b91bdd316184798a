package app.claybook;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
