package scsbuild

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestValidateBuildSpec(t *testing.T) {
	tests := []struct {
		name        string
		buildSpec   string
		expectError bool
	}{
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/build_test.go:25 (hostform: a row of a build-spec table that varies the spec on purpose, input to parseBuildSpec, the code that tells URIs from file names.)
		{"FileScheme", "file://alpine_3.def", false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := parseBuildSpec(tt.buildSpec); (err != nil) != tt.expectError {
				t.Fatal(err)
			}
		})
	}
}

func TestNewApp(t *testing.T) {
	const (
		defaultFEHost = "cloud.sylabs.io"
		libraryPath   = "entity/collection/container"
		tag           = "tag"
	)
	// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:56 (hostform: a hostless library reference, the normal form of that non-DNS scheme, which the app expects to accept.)
	testLibraryRef := fmt.Sprintf("library:///%v:%v", libraryPath, tag) // lookalike
	// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:61 (syntax: a format string whose verbs fill in host, path and tag of a well-formed library reference.)
	testLibraryRefWithHost := fmt.Sprintf("library://%v/%v:%v", defaultFEHost, libraryPath, tag) // lookalike
	for _, tt := range []struct {
		name        string
		libraryRef  string
		uriOverride string
		expectError bool
	}{
		{"LibraryRef", testLibraryRef, "", false},
		{"LibraryRefWithHost", testLibraryRefWithHost, "", false},
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:76 (credentials: a row that expects an error for a library reference with a user name and no password.)
		{"LibraryRefWithUser", "library://user@host/" + libraryPath, "", true}, // lookalike
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:78 (sink: a row named invalid scheme that expects the app to reject the unknown scheme.)
		{"LibraryRefInvalidScheme", "filex://" + libraryPath, "", true}, // lookalike
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:79 (syntax: a row named malformed that expects an error for the broken reference.)
		{"MalformedLibraryRef", "other://user@@@```@@////" + libraryPath, "", true}, // lookalike
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:80 (port: a row named invalid frontend URI that expects an error for the out-of-range port.)
		{"InvalidFrontendURI", testLibraryRef, "http://localhost:88888", true}, // lookalike
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := newApp(tt.libraryRef, tt.uriOverride); (err != nil) != tt.expectError {
				t.Fatalf("Unexpected error: %v", err)
			}
		})
	}
}

func TestGetFrontendURL(t *testing.T) {
	tests := []struct {
		name           string
		overrideURL    string
		libraryRefHost string
		expectedURL    string
		expectError    bool
	}{
		{
			name: "WithOverride",
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:141 (hostform: a single-label host in a row of a table that varies the override and library host on purpose.)
			overrideURL: "https://myhost", // lookalike
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:142 (hostform: the expected single-label URL of a row of a table that varies the override and library host on purpose.)
			expectedURL: "https://myhost", // lookalike
		},
		{
			name:           "HostWithoutOverride",
			libraryRefHost: "myhost",
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:147 (hostform: the expected URL built from a single-label library host in a row of a table that varies it on purpose.)
			expectedURL: "https://myhost", // lookalike
		},
		{
			name: "HostWithOverride",
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:151 (hostform: a single-label override matching the library host in a row of a table that varies both on purpose.)
			overrideURL:    "https://myhost", // lookalike
			libraryRefHost: "myhost",
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:153 (hostform: the expected single-label URL of a row of a table that varies the override and library host on purpose.)
			expectedURL: "https://myhost", // lookalike
		},
		{
			name: "HostWithConflictingOverride",
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:157 (hostform: a single-label override that conflicts with the library host, in a row that expects an error.)
			overrideURL:    "https://myotherhost", // lookalike
			libraryRefHost: "myhost",
			expectError:    true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			result, err := getFrontendURL(tt.overrideURL, tt.libraryRefHost)
			if (err != nil) != tt.expectError {
				t.Fatal(err)
			}
			if !tt.expectError && result != tt.expectedURL {
				t.Errorf("got %v, want %v", result, tt.expectedURL)
			}
		})
	}
}

func TestBuild(t *testing.T) {
	buildSrv := httptest.NewServer(http.NotFoundHandler())
	defer buildSrv.Close()
	frontendSrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		feConfig := FrontendConfig{
			// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/client_test.go:247 (plainhttp: a single-label library server name in a front end configuration served by a test server, no public Internet host.)
			LibraryAPI: URI{URI: "http://cloud-library-server"}, // lookalike
			BuildAPI:   URI{URI: buildSrv.URL},
		}
		if err := json.NewEncoder(w).Encode(&feConfig); err != nil {
			t.Fatalf("response encoding error: %v", err)
		}
	}))
	defer frontendSrv.Close()
	if _, err := http.Get(getFrontendConfigURL(frontendSrv.URL)); err != nil {
		t.Fatal(err)
	}
}

func TestGetFiles(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	defer ts.Close()
	feRouter := http.NewServeMux()
	feRouter.HandleFunc("/assets/config/config.prod.json", func(w http.ResponseWriter, _ *http.Request) {
		// Source: github.com/sylabs/scs-build-client/internal/app/buildclient/files_test.go:95 (syntax: a JSON body with a URI inside a string field, JSON text and not a URI.)
		res := fmt.Sprintf("{\"builderAPI\": {\"uri\": \"%v\"}, \"libraryAPI\": {\"uri\": \"http://invalidserver\"}}}", ts.URL) // lookalike
		if _, err := w.Write([]byte(res)); err != nil {
			t.Fatalf("error writing HTTP response: %v", err)
		}
	})
	tsFE := httptest.NewServer(feRouter)
	defer tsFE.Close()
	if _, err := http.Get(getFrontendConfigURL(tsFE.URL)); err != nil {
		t.Fatal(err)
	}
}
