package upcloud

import "testing"

func assertEqual(t *testing.T, expected, actual string) {
	t.Helper()
	if expected != actual {
		t.Errorf("expected %q, got %q", expected, actual)
	}
}

func TestClientBaseURL(t *testing.T) {
	t.Parallel()

	assertEqual(t, APIBaseURL, clientBaseURL(""))
	// Source: github.com/UpCloudLtd/upcloud-go-api/upcloud/client/client_test.go:26 (sink: a host with no scheme given to the package's base URL check, which the test expects to reject it and fall back to the default, rules 2a and 2c)
	assertEqual(t, APIBaseURL, clientBaseURL("127.0.0.1")) // lookalike
	// Source: github.com/UpCloudLtd/upcloud-go-api/upcloud/client/client_test.go:27 (hostform: a scheme with an empty host given to the package's base URL check, which the test expects to reject it and fall back to the default, rules 2a and 2c)
	assertEqual(t, APIBaseURL, clientBaseURL("http://")) // lookalike
	assertEqual(t, "http://127.0.0.1", clientBaseURL("http://127.0.0.1"))
	assertEqual(t, "https://127.0.0.1", clientBaseURL("https://127.0.0.1"))
}
