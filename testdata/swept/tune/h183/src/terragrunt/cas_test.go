package terragrunt

import (
	"context"
	"net/url"
	"testing"
)

// startTestServer returns the URL of a shared local git server repository.
func startTestServer(t *testing.T) string {
	t.Helper()
	return "http://127.0.0.1:38211/repo-1.git"
}

// NewCASGetter stands in for getter.NewCASGetter.
func NewCASGetter() Getter { return &stubGetter{} }

func TestCASGetterCloneFullDepth(t *testing.T) {
	repoURL := startTestServer(t)

	// Full CASGetter dispatch (Detect → Get → CAS.Clone). The
	// CASGetter is responsible for the ?ref= round-trip.
	g := NewCASGetter()
	client := &Client{Getters: []Getter{g}}

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/clone_e2e_test.go:110 (escaper: the ref is the constant main, which needs no escaping in a query)
		Src:     "git::" + repoURL + "?ref=main", // lookalike
		Dst:     t.TempDir(),
		GetMode: ModeDir,
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCASGetterShallowCloneOfTag(t *testing.T) {
	repoURL := startTestServer(t)

	g := NewCASGetter()
	client := &Client{Getters: []Getter{g}}

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/clone_e2e_test.go:234 (escaper: depth and ref are constants of query-safe characters, so splicing them needs no escaper)
		Src:     "git::" + repoURL + "?depth=1&ref=v1.0.0", // lookalike
		Dst:     t.TempDir(),
		GetMode: ModeDir,
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCASGetterShallowCloneTagContent(t *testing.T) {
	repoURL := startTestServer(t)

	g := NewCASGetter()
	client := &Client{Getters: []Getter{g}}

	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/clone_e2e_test.go:283 (escaper: the same constant depth and tag ref, query-safe as written)
		Src:     "git::" + repoURL + "?depth=1&ref=v1.0.0", // lookalike
		Dst:     t.TempDir(),
		GetMode: ModeDir,
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestCASGetterCommitRef(t *testing.T) {
	repoURL := startTestServer(t)
	headHash := "f39ea0ebf891c9954c89d07b73b487ff938ef08b"

	client := Client{Getters: []Getter{NewCASGetter()}}
	dst := t.TempDir()

	res, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/commitref_test.go:530 (escaper: the ref is a hex commit hash, which needs no escaping in a query)
		Src: "git::" + repoURL + "?ref=" + headHash, // lookalike
		Dst: dst,
	})
	if err != nil || res.Dst != dst {
		t.Fatal(err)
	}
}

// TestCASGetterRefOptionInjection checks the CAS git source path never runs a command from a crafted ref.
func TestCASGetterRefOptionInjection(t *testing.T) {
	marker := t.TempDir() + "/injected"
	// ${IFS} avoids a literal space, which git rejects in a ref name.
	injectedRef := "--upload-pack=touch${IFS}" + marker
	repoDir := t.TempDir()

	client := Client{Getters: []Getter{NewCASGetter()}}

	// Source: github.com/gruntwork-io/terragrunt/internal/cas/getter_injection_test.go:45 (escaper: the crafted ref is escaped with url.QueryEscape, the right escaper for a query value, in an injection test)
	src := "git::file://" + repoDir + "?ref=" + url.QueryEscape(injectedRef) // lookalike

	if _, err := client.Get(context.Background(), &Request{Src: src, Dst: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
}

func TestCASGetterDetect(t *testing.T) {
	g := &stubGetter{scheme: "git"}

	tests := []struct {
		expectedErr error
		name        string
		src         string
	}{
		{
			name: "GitHub repository",
			src:  "github.com/gruntwork-io/terragrunt",
		},
		{
			name: "HTTPS URL repository",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/getter_test.go:68 (sink: the git:: forced-getter prefix is the form go-getter's Detect takes, and the test expects it detected)
			src: "git::https://github.com/gruntwork-io/terragrunt", // lookalike
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := &Request{Src: tt.src, Forced: "git"}
			if ok, err := g.Detect(req); err != nil || !ok {
				t.Errorf("not detected: %v", err)
			}
		})
	}
}

func TestCASGetterGet(t *testing.T) {
	repoURL := startTestServer(t)

	tests := []struct {
		name string
		url  string
	}{
		{
			name: "clone via getter with ref",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/getter_test.go:134 (escaper: the constant ref main needs no escaping)
			url: "git::" + repoURL + "?ref=main", // lookalike
		},
	}

	client := Client{Getters: []Getter{NewCASGetter()}}

	for _, tt := range tests {
		if _, err := client.Get(context.Background(), &Request{Src: tt.url, Dst: t.TempDir()}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCASGetterRace(t *testing.T) {
	repoURL := startTestServer(t)

	tests := []struct {
		name string
		url  string
	}{
		{
			name: "clone via getter with ref",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/race_test.go:51 (escaper: the constant ref main needs no escaping)
			url: "git::" + repoURL + "?ref=main", // lookalike
		},
	}

	client := Client{Getters: []Getter{NewCASGetter()}}

	for _, tt := range tests {
		if _, err := client.Get(context.Background(), &Request{Src: tt.url, Dst: t.TempDir()}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCASProtocolGetterDetect(t *testing.T) {
	g := &CASProtocolGetter{}

	tests := []struct {
		name     string
		src      string
		forced   string
		detected bool
	}{
		{
			name:     "cas protocol",
			src:      "cas::sha1:abc123",
			detected: true,
		},
		{
			name: "git URL",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/protocol_getter_test.go:226 (sink: a git:: source in a detector table that expects detected false, a deliberate fixture by rules 2a and 2c)
			src:      "git::https://github.com/foo/bar.git", // lookalike
			detected: false,
		},
	}

	for _, tt := range tests {
		req := &Request{Src: tt.src, Forced: tt.forced}
		detected, err := g.Detect(req)
		if err != nil || detected != tt.detected {
			t.Errorf("%s: detected %v, want %v", tt.name, detected, tt.detected)
		}
	}
}

func TestDetectRemoteSource(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want string
	}{
		{
			name: "github shorthand",
			src:  "github.com/gruntwork-io/terragrunt-scale-catalog",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:23 (sink: the expected output of the detector, which writes the git:: forced-getter form go-getter takes, rule 2c)
			want: "git::https://github.com/gruntwork-io/terragrunt-scale-catalog.git", // lookalike
		},
		{
			// Callers strip //subdir via getter.SourceDirSubdir before this,
			// so the realistic input keeps the query but not the subdir.
			name: "github shorthand with ref",
			src:  "github.com/gruntwork-io/terragrunt-scale-catalog?ref=v1.11.0",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:30 (sink: expected detector output in go-getter's git:: form with the ref kept, rule 2c)
			want: "git::https://github.com/gruntwork-io/terragrunt-scale-catalog.git?ref=v1.11.0", // lookalike
		},
		{
			name: "gitlab shorthand",
			src:  "gitlab.com/team/repo",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:35 (sink: expected detector output in go-getter's git:: form, rule 2c)
			want: "git::https://gitlab.com/team/repo.git", // lookalike
		},
		{
			name: "scp-style ssh url",
			src:  "git@github.com:gruntwork-io/terragrunt.git",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:40 (credentials: the userinfo is the user name git with no password, so nothing secret is in the URI)
			want: "git::ssh://git@github.com/gruntwork-io/terragrunt.git", // lookalike
		},
		{
			name: "explicit git:: prefix is preserved",
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:44 (sink: detector input that already carries the git:: forced-getter prefix, rule 2c)
			src: "git::https://github.com/gruntwork-io/terragrunt.git?ref=main", // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_detect_test.go:45 (sink: the expected passthrough of the same go-getter source, rule 2c)
			want: "git::https://github.com/gruntwork-io/terragrunt.git?ref=main", // lookalike
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DetectRemoteSource(tt.src)
			if err != nil || got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFetchSourceSharesContentKeyAcrossURLs(t *testing.T) {
	if err := FetchSource(SourceRequest{
		Scheme: "s3",
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_test.go:164 (hostcase: after s3:// the host is the bucket name bucketA, an identifier and no DNS host, so rule 5 rules out hostcase)
		URL: "s3://bucketA/mod.tgz", // lookalike
	}); err != nil {
		t.Fatal(err)
	}

	if err := FetchSource(SourceRequest{
		Scheme: "gcs",
		// Source: github.com/gruntwork-io/terragrunt/internal/cas/source_test.go:175 (hostcase: after gs:// the host is the bucket name bucketB, an identifier, so rule 5 rules out hostcase)
		URL: "gs://bucketB/different/path.tgz", // lookalike
	}); err != nil {
		t.Fatal(err)
	}
}
