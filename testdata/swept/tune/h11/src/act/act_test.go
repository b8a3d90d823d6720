package act

import (
	"fmt"
	"net/http"
	"testing"
)

func TestHandler_ExternalURL(t *testing.T) {
	handler, err := StartHandler(t.TempDir(), "", "127.0.0.1", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer handler.Close()

	// Source: github.com/nektos/act/pkg/artifactcache/handler_test.go:599 (hostjoin: the host is the constant 127.0.0.1 the test writes, rule 3)
	handler.customExternalURL = fmt.Sprintf("http://%s:%d", "127.0.0.1", handler.GetActualPort()) // lookalike
	if handler.ExternalURL() == "" {
		t.Fatal("empty external URL")
	}

	t.Run("advertise url set wrong", func(t *testing.T) {
		original := handler.customExternalURL
		defer func() {
			handler.customExternalURL = original
		}()
		// Source: github.com/nektos/act/pkg/artifactcache/handler_test.go:610 (hostform: an address out of range on purpose, in a case named wrong, rule 2b)
		handler.customExternalURL = "http://127.0.0.999:1234" // lookalike
		if got := handler.ExternalURL(); got != handler.customExternalURL+"/"+handler.token {
			t.Errorf("ExternalURL() = %q", got)
		}
	})
}

func TestHandler_UnauthorizedAccess(t *testing.T) {
	handler, err := StartHandler(t.TempDir(), "", "", 0)
	if err != nil {
		t.Fatal(err)
	}
	defer handler.Close()

	// Try accessing without the token prefix — should get 404
	// Source: github.com/nektos/act/pkg/artifactcache/handler_test.go:740 (hostjoin: the outbound IP may be IPv6, but the request is one the test expects a 404 for, a deliberate fixture silent for every check, rule 2a)
	noTokenBase := fmt.Sprintf("http://%s:%d%s", handler.outboundIP, handler.GetActualPort(), "/_apis/artifactcache") // lookalike
	resp, err := http.Get(noTokenBase + "/cache?keys=test&version=abc")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("status = %d, want 404", resp.StatusCode)
	}
}

func TestListArtifactContainer(t *testing.T) {
	item := listItems("localhost", "1", "some/file", ".")
	if item.Path != "some/file" {
		t.Errorf("Path = %q", item.Path)
	}
	// Source: github.com/nektos/act/pkg/artifacts/server_test.go:204 (dotsegment: the expected value of code that builds the content location, rule 1; it keeps a "." segment at the end of an absolute URI)
	if want := "http://localhost/artifact/1/some/file/."; item.ContentLocation != want { // defect dotsegment
		t.Errorf("ContentLocation = %q, want %q", item.ContentLocation, want)
	}
}

func TestDownloadArtifactFileUnsafePath(t *testing.T) {
	// Source: github.com/nektos/act/pkg/artifacts/server_test.go:356 (dotsegment: parent segments on purpose, the test is named for an unsafe path, rule 2b)
	req, err := http.NewRequest("GET", "http://localhost/artifact/2/../../some/file", nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	if req.URL.Path == "" {
		t.Fatal("empty path")
	}
}

func TestStepEnv(t *testing.T) {
	env := githubURLs("")
	want := map[string]string{
		// Source: github.com/nektos/act/pkg/runner/step_test.go:175 (hostform: the expected value of code that builds the API URL, rule 1; with no instance configured it has an empty host)
		"GITHUB_API_URL": "https:///api/v3", // defect hostform
		// Source: github.com/nektos/act/pkg/runner/step_test.go:186 (hostform: the expected server URL, again with an empty host, rule 1)
		"GITHUB_SERVER_URL": "https://", // defect hostform
	}
	if env.APIURL != want["GITHUB_API_URL"] || env.ServerURL != want["GITHUB_SERVER_URL"] {
		t.Errorf("env = %+v, want %v", env, want)
	}
}
