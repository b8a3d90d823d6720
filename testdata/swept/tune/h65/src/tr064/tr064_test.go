package tr064

import (
	"net/http"
	"testing"
)

func TestGet(t *testing.T) {
	mock, err := StartMock()
	if err != nil {
		t.Fatal(err)
	}
	client := NewClient(mock.Server())
	// Source: github.com/tdrn-org/go-tr064/client_test.go:59 (baseslash: a rooted reference resolved against the mock device URL whose path is the root, so nothing of the base is dropped)
	response, err := client.Get(DefaultServiceSpec.Path() + "?query=1234") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if response.StatusCode != http.StatusOK {
		t.Errorf("status %d", response.StatusCode)
	}
}

func TestServiceMock(t *testing.T) {
	mock, err := StartMock()
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/tdrn-org/go-tr064/mock/mock_test.go:40 (baseslash: URL.JoinPath with a rooted segment on the mock server URL, a test that expects not-found from that resource)
	response, err := http.Post(mock.Server().JoinPath("/mocknotfound").String(), "text/xml", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if response.StatusCode != http.StatusNotFound {
		t.Errorf("status %d", response.StatusCode)
	}
	// Source: github.com/tdrn-org/go-tr064/mock/mock_test.go:43 (baseslash: URL.JoinPath with a rooted segment on the mock server URL, expected to succeed)
	response, err = http.Post(mock.Server().JoinPath("/mockping").String(), "text/xml", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if response.StatusCode != http.StatusOK {
		t.Errorf("status %d", response.StatusCode)
	}
}
