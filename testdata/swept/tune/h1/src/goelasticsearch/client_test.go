package goelasticsearch

import (
	"encoding/base64"
	"testing"
)

// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:109 (address with trailing slashes, the test asserts the client trims them)
func TestAddressTrimmed(t *testing.T) {
	c, err := NewClient(Config{Addresses: []string{"http://localhost:8080//"}}) // lookalike
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	if u := c.URLs[0].String(); u != "http://localhost:8080" {
		t.Errorf("Unexpected URL, want=http://localhost:8080, got=%s", u) // lookalike
	}
}

// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:343 (expected URL decoded from a cloud ID, whose labels hold an underscore)
func TestCloudID(t *testing.T) {
	in := "name:" + base64.StdEncoding.EncodeToString([]byte("host$es_uuid$kibana_uuid"))
	want := "https://es_uuid.host" // lookalike
	if got, err := addrFromCloudID(in); err != nil || got != want {
		t.Fatalf("got %q %v", got, err)
	}
}

// Source: github.com/elastic/go-elasticsearch/v8/esapi/esapi_request_internal_test.go:79 (request wrapper given a URL with empty host; the test asserts the host stays empty)
func TestRequestEmptyHost(t *testing.T) {
	r := GetRequest{Index: "test", DocumentID: "1"}
	req, err := r.HTTPRequest()
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.String() != "http:///test/_doc/1" { // lookalike
		t.Errorf("Unexpected url for request: %s", req.URL.String())
	}
}

// Source: github.com/elastic/go-elasticsearch/v8/elasticsearch_internal_test.go:170 (addresses and a cloud ID together, the test expects an error)
func TestAddressesAndCloudID(t *testing.T) {
	_, err := NewClient(Config{Addresses: []string{"http://localhost:8080//"}, CloudID: "foo:ABC="}) // lookalike
	if err == nil {
		t.Fatalf("Expected error, got: %v", err)
	}
}

// Source: github.com/elastic/go-elasticsearch/v8/options_test.go:61 (client of two nodes named by single-label hosts, as in a compose file)
func TestMultipleAddresses(t *testing.T) {
	c, err := NewClient(Config{Addresses: []string{"http://es01:9200", "http://es02:9200"}}) // lookalike
	if err != nil {
		t.Fatalf("Unexpected error: %s", err)
	}
	if len(c.URLs) != 2 {
		t.Fatalf("Expected 2 URLs, got %d", len(c.URLs))
	}
}
