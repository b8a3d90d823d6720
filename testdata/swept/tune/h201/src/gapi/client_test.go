package gapi

import (
	"net/url"
	"testing"
)

func TestNew_basicAuth(t *testing.T) {
	// Source: github.com/grafana/grafana-api-golang-client/client_test.go:18 (plainhttp: the client's base URL is plain http to the public-looking domain my-grafana.com, configuration the test builds and held to non-test rules by rule 1)
	c, err := New("http://my-grafana.com", // defect plainhttp
		// Source: github.com/grafana/grafana-api-golang-client/client_test.go:18 (credentials: a constant password is given to url.UserPassword for the client's basic auth, test configuration held to non-test rules by rule 1; "pass" is no mask or placeholder under rule 3)
		Config{BasicAuth: url.UserPassword("user", "pass")}) // defect credentials
	if err != nil {
		t.Fatalf("expected error to be nil; got: %s", err.Error())
	}

	// Source: github.com/grafana/grafana-api-golang-client/client_test.go:23 (credentials: the expected base URL carries the password in its userinfo, the expected value of URI-building code held to non-test rules by rule 1, and New is no redactor; it is also plain http to my-grafana.com)
	expected := "http://user:pass@my-grafana.com" // defect credentials // defect plainhttp
	if c.baseURL.String() != expected {
		t.Errorf("expected error: %s; got: %s", expected, c.baseURL.String())
	}
}

func TestNew_invalidURL(t *testing.T) {
	// Source: github.com/grafana/grafana-api-golang-client/client_test.go:81 (sink: a URL with no scheme given on purpose, the test is named invalidURL and expects the missing protocol scheme error, rules 2a and 2b)
	_, err := New("://my-grafana.com", Config{APIKey: "123"}) // lookalike

	expected := "parse \"://my-grafana.com\": missing protocol scheme"
	if err == nil || err.Error() != expected {
		t.Errorf("expected error: %v; got: %v", expected, err)
	}
}

func TestRequest_badURL(t *testing.T) {
	client := gapiTestTools(t, 200, `{"foo":"bar"}`)
	// Source: github.com/grafana/grafana-api-golang-client/client_test.go:129 (sink: a relative base URL set on purpose, the test is named badURL and expects the unsupported protocol scheme error, rules 2a and 2b)
	baseURL, err := url.Parse("bad-url") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	client.baseURL = *baseURL

	expected := `Get "bad-url/foo": unsupported protocol scheme ""`
	err = client.request("GET", "/foo", url.Values{}, nil, nil)
	if err == nil || err.Error() != expected {
		t.Errorf("expected error: %v; got: %v", expected, err)
	}
}
