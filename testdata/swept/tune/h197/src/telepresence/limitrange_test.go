package telepresence

import (
	"context"
	"testing"
)

func Test_LimitRange(t *testing.T) {
	managerNamespace := "ambassador"
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/limitrange_test.go:18 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx := WithUser(context.Background(), managerNamespace+":"+TestUser) // lookalike
	TelepresenceOk(ctx, t, "connect", "--manager-namespace", managerNamespace)
}
