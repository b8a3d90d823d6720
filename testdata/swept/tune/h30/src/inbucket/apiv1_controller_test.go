package inbucket

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func testRestGet(u string) (*httptest.ResponseRecorder, error) {
	req, err := http.NewRequest("GET", u, nil)
	if err != nil {
		return nil, err
	}
	w := httptest.NewRecorder()
	mailboxHandler(w, req)
	return w, nil
}

func TestRestMailboxList(t *testing.T) {
	// Test invalid mailbox name
	// Source: github.com/inbucket/inbucket/v3/pkg/rest/apiv1_controller_test.go:25 (percent: an encoded space makes an invalid mailbox name that the test expects the server to reject with 500.)
	w, err := testRestGet("http://localhost/api/v1/mailbox/foo%20bar") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if w.Code != 500 {
		t.Errorf("Expected code %v, got %v", 500, w.Code)
	}
}

func TestRestMessage(t *testing.T) {
	// Test invalid mailbox name
	// Source: github.com/inbucket/inbucket/v3/pkg/rest/apiv1_controller_test.go:129 (percent: an encoded space makes an invalid mailbox name that the test expects the server to reject with 500.)
	w, err := testRestGet("http://localhost/api/v1/mailbox/foo%20bar/0001") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if w.Code != 500 {
		t.Errorf("Expected code %v, got %v", 500, w.Code)
	}
}
