package elastic

import (
	"net"
	"net/http"
	"regexp"
	"testing"
)

// Source: github.com/olivere/elastic/v7/client_test.go:161 (client built with basic auth in the userinfo of the node URLs; the test expects it to work)
func TestClientWithBasicAuthInUserInfo(t *testing.T) {
	c, err := NewClient("http://user1:secret1@localhost:9200") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	if c.user != "user1" {
		t.Fatalf("user %q", c.user)
	}
}

// Source: github.com/olivere/elastic/v7/xpack_test.go:324 (client of a local secured cluster with the default superuser password in the URL)
func TestSecuredCluster(t *testing.T) {
	c, err := NewClient("http://elastic:elastic@localhost:9210") // defect credentials
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Ping(); err != nil {
		t.Skip(err)
	}
}

// Source: github.com/olivere/elastic/v7/client_test.go:219 (unknown user and wrong password, the test expects the client to be refused)
func TestSecuredClusterUnauthorized(t *testing.T) {
	c, err := NewClient("http://no-such-user:invalid-password@127.0.0.1:9210") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Ping(); err == nil {
		t.Fatal("expected an error")
	}
}

// Source: github.com/olivere/elastic/v7/client_test.go:135 (URLs with a leading space and a bad escape, the client must refuse them)
func TestClientWithInvalidURLs(t *testing.T) {
	if _, err := NewClient(" http://search.example.com", "http://[fe80::%31%25en0]:8080/"); err == nil { // lookalike
		t.Fatal("expected error, got nil")
	}
}

// Source: github.com/olivere/elastic/v7/client_test.go:778 (regexp matched against a sniffed node URL)
func TestSniffedNodeURL(t *testing.T) {
	c := &Client{scheme: "http"}
	pattern := `http:\/\/[\d\.]+:9200` // lookalike
	if ok, _ := regexp.MatchString(pattern, c.nodeURL("127.0.0.1:9200")); !ok {
		t.Fatal("no match")
	}
	_ = signPath
	_ = asyncSearchPath
}

// Source: github.com/olivere/elastic/v7/client_test.go:508 (client of a test listener, URL made of "http://" and the listener's host:port)
func TestClientOfListener(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	c := &Client{urls: []string{"http://" + addr + "/"}, hc: http.DefaultClient} // lookalike
	if len(c.urls) != 1 {
		t.Fatal(c.urls)
	}
}

// Source: github.com/olivere/elastic/v7/nodes_stats_test.go:24 (skip message pointing to an upstream issue)
func TestNodesStatsSkip(t *testing.T) {
	version := "7.15.0"
	if version == "7.15.0" {
		t.Skipf("skipping NodesStats test for %s because of https://github.com/example-org/search/issues/78311", version) // lookalike
	}
}
