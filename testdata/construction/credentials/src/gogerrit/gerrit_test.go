package gogerrit

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// ErrAuthenticationFailed is returned when the server rejects the credentials.
var ErrAuthenticationFailed = errors.New("authentication failed")

// Client stands for the API client.
type Client struct{ base *url.URL }

func NewClient(endpoint string) (*Client, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	resp, err := http.Get(u.Scheme + "://" + u.Host + "/a/accounts/self")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusUnauthorized {
		return nil, ErrAuthenticationFailed
	}
	return &Client{base: u}, nil
}

// Source: github.com/andygrunwald/go-gerrit/gerrit_test.go:271 (the client is created against the test server with admin:secret and the test expects basic auth to succeed)
func TestNewClientBasicAuth(t *testing.T) {
	testServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer testServer.Close()
	serverURL := fmt.Sprintf("http://admin:secret@%s/", testServer.Listener.Addr().String()) // defect credentials
	if _, err := NewClient(serverURL); err != nil {
		t.Error(err)
	}
}

// Source: github.com/andygrunwald/go-gerrit/gerrit_test.go:194 (the test server answers 401 and the test expects ErrAuthenticationFailed for admin:secret)
func TestNewClientFailedAuth(t *testing.T) {
	testServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusUnauthorized)
	}))
	defer testServer.Close()
	serverURL := fmt.Sprintf("http://admin:secret@%s/", testServer.Listener.Addr().String()) // lookalike
	_, err := NewClient(serverURL)
	if err != ErrAuthenticationFailed {
		t.Error(err)
	}
}
