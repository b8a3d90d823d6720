package hcloud

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestClientEndpointTrailingSlashesRemoved(t *testing.T) {
	// Source: github.com/hetznercloud/hcloud-go/hcloud/client_test.go:81 (dotsegment: empty segments at the end of the endpoint, the input of the option that trims them, which the test checks, rule 2c)
	client := NewClient(WithEndpoint("https://api.hetzner.cloud/v1.0/////")) // lookalike
	if strings.HasSuffix(client.endpoint, "/") {
		t.Fatalf("endpoint has trailing slashes: %q", client.endpoint)
	}
}

func TestServerClientRequestConsole(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(ServerActionRequestConsoleResponse{
			// Source: github.com/hetznercloud/hcloud-go/hcloud/server_test.go:2033 (credentials: a console token in the query of a wss URI, no userinfo)
			WSSURL:   "wss://console.hetzner.cloud/?server_id=1&token=3db32d15-af2f-459c-8bf8-dee1fd05f49c", // lookalike
			Password: "9MQaTg2VAGI0FIpc10k3UpRXcHj2wQ6x",
		})
	}))
	defer server.Close()
	resp, err := http.Get(server.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}

// Request is a request the mock server expects.
type Request struct {
	Method string
	Path   string
	Status int
}

func TestActionListFor(t *testing.T) {
	expected := []Request{
		{
			// Source: github.com/hetznercloud/hcloud-go/hcloud/action_test.go:389 (percent: the ':' of a sort value encoded by url.Values.Encode, upper case hex digits of a reserved character, the form the code writes)
			Method: "GET", Path: "/primary_ips/13/actions?page=2&per_page=50&sort=asc%3Aid&status=running", // lookalike
			Status: 200,
		},
	}
	if len(expected) != 1 {
		t.Fatal("one request expected")
	}
}

func TestMockServerRandom(t *testing.T) {
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer server.Close()
	// Source: github.com/hetznercloud/hcloud-go/hcloud/exp/mockutil/http_test.go:71 (escaper: a random number in the query, which holds nothing to escape)
	resp, err := http.Get(fmt.Sprintf("%s/random?key=%d", server.URL, rand.Int63())) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}
