package telepresence

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/datawire/dlib/dlog"
)

type multiConnectSuite struct {
	mgrSpace2 string
	appSpace2 string
}

var mcs = multiConnectSuite{mgrSpace2: "ambassador-2", appSpace2: "app-2"}

func Test_MultiConnectSetup(t *testing.T) {
	ctx2 := context.Background()
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/multi_connect_test.go:82 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx2 = WithUser(ctx2, mcs.mgrSpace2+":"+TestUser) // lookalike
	TelepresenceOk(ctx2, t, "helm", "install")
}

func Test_MultipleConnect(t *testing.T) {
	ctx := context.Background()
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/multi_connect_test.go:106 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx2 := WithUser(ctx, mcs.mgrSpace2+":"+TestUser) // lookalike
	TelepresenceOk(ctx2, t, "connect", "--docker", "--namespace", mcs.appSpace2, "--manager-namespace", mcs.mgrSpace2)
}

func Test_MultipleConnectNamed(t *testing.T) {
	ctx := context.Background()
	const n2 = "secondary"
	// Source: github.com/telepresenceio/telepresence/v2/integration_test/multi_connect_test.go:125 (hostjoin: a service account identity <namespace>:<user> that connect passes as --as system:serviceaccount:<namespace>:<user>, no host and port; fine by rule 1 and the hostjoin check)
	ctx2 := WithUser(ctx, mcs.mgrSpace2+":"+TestUser) // lookalike
	TelepresenceOk(ctx2, t, "connect", "--docker", "--name", n2, "--namespace", mcs.appSpace2, "--manager-namespace", mcs.mgrSpace2)
}

func Test_MultipleConnectIntercept(t *testing.T) {
	ctx := context.Background()
	cn, svc := "secondary", "echo"
	// Response contains env variables TELEPRESENCE_CONTAINER and TELEPRESENCE_INTERCEPT_ID
	expectedOutput := regexp.MustCompile(`Intercept id [0-9a-f-]+:` + svc)
	Eventually(
		// condition
		func() bool {
			out, err := Output(ctx,
				"docker", "run", "--network", "container:"+"tp-"+cn, "--rm", "curlimages/curl", "--silent", "--max-time", "2", svc)
			if err != nil {
				dlog.Errorf(ctx, "%s:%v", out, err)
				return false
			}
			return expectedOutput.MatchString(out)
		},
		10*time.Second, // waitFor
		3*time.Second,  // polling interval
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/multi_connect_test.go:209 (plainhttp: the URL of a single-label service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
		`body of %q matches %q`, "http://"+svc, expectedOutput, // lookalike
	)
}
