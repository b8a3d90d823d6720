package telepresence

import (
	"context"
	"testing"
)

func Test_ConnectWithManagerNamespaceFlag(t *testing.T) {
	mgrSpace2, appSpace2 := "ambassador-2", "app-2"
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/not_connected_test.go:84 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx := WithUser(context.Background(), mgrSpace2+":"+TestUser) // lookalike
	TelepresenceOk(ctx, t, "connect", "--namespace", appSpace2, "--manager-namespace="+mgrSpace2)
}
