import { PRODUCT_NAME } from "../../../contract/app/constants";
import { BrandMark } from "../../components/brand-mark";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { AuthSidePanel } from "./auth-side-panel";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/**
 * /auth and /login (product.md#r36). Signed-in visitors are redirected by GuestOnlyRoute in the router,
 * so that rule survives rewrites of this file.
 */
export default function AuthScreen() {
  return (
    <div className="mx-auto grid min-h-dvh w-full max-w-5xl items-center gap-6 px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] md:grid-cols-2 md:gap-10">
      <Card className="order-1 w-full">
        <CardHeader className="items-center text-center">
          <BrandMark className="mx-auto size-14 md:hidden" />
          <h1 className="text-2xl leading-tight font-bold">Welcome to {PRODUCT_NAME}</h1>
          <CardDescription>Sign in or create an account to start tracking your studio work.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="sign-in">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="mt-5">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up" className="mt-5">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <div className="order-2">
        <AuthSidePanel />
      </div>
    </div>
  );
}
