package kopia

import (
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestRestoreSparse(t *testing.T) {
	for _, name := range []string{"blk_hole_on_buf_boundary"} {
		t.Run(name, func(t *testing.T) {
			if name == "blk_hole_on_buf_boundary" && runtime.GOARCH == "arm64" {
				// Source: github.com/kopia/kopia/tests/end_to_end_test/restore_test.go:794 (syntax: an issue link inside a skip message; prose by rule 4)
				t.Skip("skipping on arm64 due to a failure - https://github.com/kopia/kopia/issues/3178") // lookalike
			}
		})
	}
}

func TestServerStartInsecureUnauthenticatedNonLoopbackRejected(t *testing.T) {
	e := NewCLITest(t)

	e.RunAndExpectFailure(t, "server", "start", "--ui",
		// Source: github.com/kopia/kopia/tests/end_to_end_test/server_start_test.go:560 (port: a listen address on all interfaces with port 0 that the test expects the server to refuse; rule 2a)
		"--address=http://0.0.0.0:0", // lookalike
		"--without-password",
		"--insecure",
	)
}

func TestServerStartInsecureUnauthenticatedEscapeHatchNonLoopback(t *testing.T) {
	e := NewCLITest(t)

	var sp ServerParameters

	wait, kill := e.RunAndProcessStderr(t, sp.ProcessOutput,
		"server", "start",
		// Source: github.com/kopia/kopia/tests/end_to_end_test/server_start_test.go:580 (port: a working listen address where port 0 asks for any free port, in range; fine under rule 1)
		"--address=http://0.0.0.0:0", // lookalike
		"--without-password",
		"--insecure",
		"--"+AllowDangerousUnauthenticatedNetworkFlag,
	)

	time.Sleep(time.Second)
	kill()
	_ = wait()

	require.NotEmpty(t, sp.BaseURL)
}
