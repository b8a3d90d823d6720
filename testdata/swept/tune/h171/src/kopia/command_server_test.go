package kopia

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestServerControlUDS(t *testing.T) {
	env := NewCLITest(t)
	dir1 := t.TempDir()

	var sp ServerParameters

	wait, _ := env.RunAndProcessStderr(t, sp.ProcessOutput,
		"server", "start", "--insecure", "--random-server-control-password",
		// Source: github.com/kopia/kopia/cli/command_server_control_test.go:192 (sink: the listen address flag takes unix:PATH for a Unix socket, which the server recognises before any URL parsing; no URI demand)
		"--address="+"unix:"+dir1+"/sock") // lookalike

	_ = wait()
}

func TestServerNotifications(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()

	env := NewCLITest(t)

	// setup webhook notification
	env.RunAndExpectSuccess(t, "notification", "profile", "configure", "webhook", "--profile-name=mywebhook",
		// Source: github.com/kopia/kopia/cli/command_server_notifications_test.go:52 (baseslash: a rooted path appended to the test server URL, which has no path of its own, gives the intended endpoint)
		"--endpoint="+server.URL+"/notification-webhook", // lookalike
		"--method=POST", "--format=html")
}
