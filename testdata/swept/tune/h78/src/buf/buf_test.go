package buf

import (
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

// Source: github.com/bufbuild/buf/cmd/buf/internal/command/curl/curl_test.go:241 (hostform: a scheme-only prefix trimmed from the test server URL is no URI)
func TestRunPlainTextReflectionWithoutHTTP2(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	want := "the RPC protocol or method requires HTTP/2, but the server at " + strings.TrimPrefix(server.URL, "http://") + " responded with HTTP/1.1" // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}

// Source: github.com/bufbuild/buf/private/buf/bufstudioagent/bufstudioagent_test.go:233 (hostjoin: Addr().String() of the test's own listener is already a bracketed host:port)
func TestPlainPost(t *testing.T) {
	listener, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Close()
	target := "http://" + listener.Addr().String() // lookalike
	if _, err := url.Parse(target); err != nil {
		t.Fatal(err)
	}
}

func testGetParsedRefSuccess(t *testing.T, wantPath string, value string) {
	t.Helper()
	if _, refPath, _ := parseRef(value); refPath != wantPath {
		t.Fatalf("got %q want %q", refPath, wantPath)
	}
}

func TestGetParsedRefSuccess(t *testing.T) {
	// Source: github.com/bufbuild/buf/private/buf/buffetch/ref_parser_test.go:195 (plainhttp: input to the buffetch reference parser, the code under test (rule 2c))
	testGetParsedRefSuccess(t, "path/to/file.tar", "http://path/to/file.tar") // lookalike
	// Source: github.com/bufbuild/buf/private/buf/buffetch/ref_parser_test.go:359 (port: an scp-like git path given to the buffetch reference parser, the code under test (rule 2c))
	testGetParsedRefSuccess(t, "user@hello.com:path/to/dir.git", "ssh://user@hello.com:path/to/dir.git#branch=main") // lookalike
}

func TestNormalizeURI(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		// Source: github.com/bufbuild/buf/private/buf/buflsp/uri_test.go:69 (syntax: the raw space is input to the URI normaliser under test (rule 2c))
		{
			name:     "space-in-path-encoded-as-percent-20",
			input:    "file:///Users/bufbot/My Documents/foo.proto",   // lookalike
			expected: "file:///Users/bufbot/My%20Documents/foo.proto", // lookalike
		},
		// Source: github.com/bufbuild/buf/private/buf/buflsp/uri_test.go:84 (percent: an encoded drive colon as input to the URI normaliser under test (rule 2c))
		{
			name:     "already-encoded-windows-drive-letter-lowercased",
			input:    "file:///C%3A/Users/project/foo.proto", // lookalike
			expected: "file:///c%3A/Users/project/foo.proto", // lookalike
		},
		// Source: github.com/bufbuild/buf/private/buf/buflsp/uri_test.go:94 (syntax: a space and an at sign as input to the URI normaliser under test (rule 2c))
		{
			name:     "space-at-sign-and-windows-drive-letter",
			input:    "file:///C:/Users/user@host/My Documents/foo.proto",       // lookalike
			expected: "file:///c%3A/Users/user%40host/My%20Documents/foo.proto", // lookalike
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if got := normalizeURI(test.input); got != test.expected {
				t.Fatalf("got %q want %q", got, test.expected)
			}
		})
	}
}

// Source: github.com/bufbuild/buf/private/pkg/git/remote_test.go:27 (credentials: a user name without password given to the remote URL parser under test)
func TestGetSourceControlURL(t *testing.T) {
	if hostname, repositoryPath := parseRawRemoteURL("ssh://user@bitbucket.org:1234/user/repo.git"); hostname != "bitbucket.org" || repositoryPath != "/user/repo" { // lookalike
		t.Fatalf("got %q %q", hostname, repositoryPath)
	}
}

// Source: github.com/bufbuild/buf/private/pkg/licenseheader/licenseheader_test.go:191 (syntax: a clobbered URL that the test asserts is absent (rule 2a))
func TestModifyRepairsClobberedURL(t *testing.T) {
	if strings.Contains(apacheHeaderTemplate, "http:#www.apache.org") { // lookalike
		t.Fatal("clobbered URL must be repaired")
	}
}

// Source: github.com/bufbuild/buf/private/pkg/oauth2/client_test.go:77 (baseslash: a bare origin joined to an absolute path constant drops no base path)
func TestRegisterDeviceTransportError(t *testing.T) {
	want := &url.Error{Op: "Post", URL: "https://buf.build" + DeviceRegistrationPath, Err: io.EOF} // lookalike
	if want.Err != io.EOF {
		t.Fatal("unexpected error")
	}
}

func TestAuthorizeDevice(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		wantErr bool
	}{
		// Source: github.com/bufbuild/buf/private/pkg/oauth2/client_test.go:163 (plainhttp: example.com is a documentation host in a response of a stubbed transport, never requested)
		{
			name:    "http_device_uri",
			body:    `{"device_code":"deviceCode","user_code":"userCode","verification_uri":"http://example.com","verification_uri_complete":"http://example.com?code=userCode","expires_in":10,"interval":5}`, // lookalike
			wantErr: false,
		},
		// Source: github.com/bufbuild/buf/private/pkg/oauth2/client_test.go:181 (sink: a file URI in a row named invalid_device_uri that expects an error (rules 2a and 2b))
		{
			name:    "invalid_device_uri",
			body:    `{"device_code":"deviceCode","user_code":"userCode","verification_uri":"file:///path/to/file.ext","verification_uri_complete":"file:///path/to/file.ext?code=userCode","expires_in":10,"interval":5}`, // lookalike
			wantErr: true,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if _, err := parseDeviceAuthorization(test.body); (err != nil) != test.wantErr {
				t.Fatalf("error = %v, wantErr %v", err, test.wantErr)
			}
		})
	}
}

func TestCELHover(t *testing.T) {
	tests := []struct {
		name     string
		expected string
	}{
		// Source: github.com/bufbuild/buf/private/buf/buflsp/hover_cel_test.go:46 (syntax: the URL is inside expected markdown hover text)
		{
			name:     "keyword: this",
			expected: "**Special variable**\n\nRefers to the current message or field being validated.\n\n[Protovalidate CEL Extensions](https://protovalidate.com/reference/cel_extensions/#this)", // lookalike
		},
	}
	for _, test := range tests {
		if test.expected == "" {
			t.Fatal(test.name)
		}
	}
}

// Source: github.com/bufbuild/buf/private/pkg/git/git_test.go:479 (pathjoin: filepath.Join is applied to a local directory path, not to a URI, before git gets a file URL)
func TestCloneLocal(t *testing.T) {
	dir := t.TempDir()
	if err := checkGitURL("file://" + filepath.Join(dir, ".git")); err != nil { // lookalike
		t.Fatal(err)
	}
}

// Source: github.com/bufbuild/buf/private/bufpkg/bufremoteplugin/bufremoteplugindocker/docker_test.go:57 (hostjoin: the listener address of the test's own server is already a host:port)
func TestPushSuccess(t *testing.T) {
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()
	listenerAddr := server.Listener.Addr().String()
	host := "tcp://" + listenerAddr // lookalike
	if host == "" {
		t.Fatal("empty host")
	}
}

// Source: github.com/bufbuild/buf/cmd/buf/buf_test.go:3253 (syntax: the URL sits inside an expected breaking-change message, which is prose (rule 4))
func TestBreakingFieldType(t *testing.T) {
	want := `a/v3/a.proto:6:3:Field "1" with name "key" on message "Foo" changed type from "string" to "int32". See https://developers.google.com/protocol-buffers/docs/proto3#updating for wire compatibility rules.` // lookalike
	if want == "" {
		t.Fatal("empty")
	}
}
