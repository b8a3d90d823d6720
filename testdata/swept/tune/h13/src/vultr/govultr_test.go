package vultr

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

var (
	mux    *http.ServeMux
	client *Client
	server *httptest.Server
)

func setup() {
	mux = http.NewServeMux()
	server = httptest.NewServer(mux)
	client = NewClient(nil)
	thisURL, _ := url.Parse(server.URL)
	client.BaseURL = thisURL
}

func teardown() {
	server.Close()
}

func TestClient_SetBaseUrl(t *testing.T) {
	setup()
	defer teardown()

	// Source: github.com/vultr/govultr/govultr_test.go:181 (baseslash: a base the test sets and reads back with String(); nothing is resolved against it)
	base := "http://localhost/vultr" // lookalike
	err := client.SetBaseURL(base)
	if err != nil {
		t.Fatalf("SetBaseUrl unexpected error: %v", err)
	}
	if client.BaseURL.String() != base {
		t.Errorf("NewClient BaseUrl = %v, expected %v", client.BaseURL, base)
	}

	// Source: github.com/vultr/govultr/govultr_test.go:192 (syntax: a base the test expects SetBaseURL to reject, rule 2a)
	if err := client.SetBaseURL(":"); err == nil { // lookalike
		t.Error("Expected invalid BaseURL to fail")
	}
}

func TestIsoServiceHandler_Create(t *testing.T) {
	setup()
	defer teardown()
	mux.HandleFunc("/v2/iso", func(w http.ResponseWriter, r *http.Request) {})
	// Source: github.com/vultr/govultr/iso_test.go:19 (hostcase: the upper case letters are in the path, a file name; the host is lower case)
	isoReq := &ISOReq{URL: "http://centos.com/CentOS-8.1.1911-x86_64-dvd1.iso"} // lookalike
	req, err := client.NewRequest(context.Background(), http.MethodPost, "/v2/iso", isoReq)
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestBareMetalServerServiceHandler_GetVNCUrl(t *testing.T) {
	setup()
	defer teardown()
	// Source: github.com/vultr/govultr/bare_metal_server_test.go:661 (credentials: an opaque console token in the query, no userinfo)
	expected := &VNCUrl{URL: "https://my.vultr.com/subs/baremetal/novnc/api.php?data=djJ8U3ZUTjBYaE3HaCMy1yZ0paVUh8wOldmbw"} // lookalike
	if expected.URL == "" {
		t.Fatal("empty")
	}
}
