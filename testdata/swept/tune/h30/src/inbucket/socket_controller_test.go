package inbucket

import "testing"

func TestMonitorMailboxInvalidNameV1(t *testing.T) {
	// Invalid mailbox names are rejected before the connection is upgraded.
	// Source: github.com/inbucket/inbucket/v3/pkg/rest/socket_controller_test.go:199 (percent: an encoded space makes an invalid mailbox name that the test expects to be rejected with 500.)
	w, err := testRestGet("http://localhost/api/v1/monitor/messages/foo%20bar") // lookalike
	if err != nil || w.Code != 500 {
		t.Fatalf("want 500, got %v, %v", w, err)
	}
}

func TestMonitorMailboxInvalidNameV2(t *testing.T) {
	// Invalid mailbox names are rejected before the connection is upgraded.
	// Source: github.com/inbucket/inbucket/v3/pkg/rest/socket_controller_test.go:326 (percent: an encoded space makes an invalid mailbox name that the test expects to be rejected with 500.)
	w, err := testRestGet("http://localhost/api/v2/monitor/messages/foo%20bar") // lookalike
	if err != nil || w.Code != 500 {
		t.Fatalf("want 500, got %v, %v", w, err)
	}
}
