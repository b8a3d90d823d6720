package fosite

import (
	"net/url"
	"testing"
)

func TestMatchRedirectURI(t *testing.T) {
	for _, c := range []struct {
		registered []string
		url        string
		expected   string
	}{
		// Source: github.com/ory/fosite/authorize_helper_test.go:69 (native-app redirect URI with a private scheme and an empty authority)
		{registered: []string{"myapp:///auth"}, url: "myapp:///auth", expected: "myapp:///auth"}, // lookalike
	} {
		got, err := matchRedirectURI(c.registered, c.url)
		if err != nil || got != c.expected {
			t.Errorf("got %q, %v", got, err)
		}
	}
}

func TestRedirectSecure(t *testing.T) {
	for _, c := range []struct {
		u   string
		err bool
	}{
		{u: "http://localhost:8080/cb", err: false},
		// Source: github.com/ory/fosite/authorize_helper_test.go:240 (row that must be rejected: http to a non-localhost name)
		{u: "http://testlocalhost", err: true}, // lookalike
	} {
		if err := checkRedirect(c.u); (err != nil) != c.err {
			t.Errorf("%s: %v", c.u, err)
		}
	}
}

func TestAudienceForm(t *testing.T) {
	form := url.Values{
		"scope": {"foo bar"},
		// Source: github.com/ory/fosite/authorize_request_handler_test.go:165 (space-separated audience list in a form value)
		"audience": {"https://cloud.example.com/api https://www.example.com/api"}, // lookalike
	}
	if len(form.Get("audience")) == 0 {
		t.Fatal("no audience")
	}
}
