package terragrunt

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

const testRegistry = "registry.example.com"

func testDigest(s string) string {
	return "sha256:" + strings.Repeat(s, 64)[:64]
}

func TestOCIAmbientCredentialCanonicalAliasFallsThrough(t *testing.T) {
	validAuth := base64.StdEncoding.EncodeToString([]byte("valid-user:valid-pass"))
	invalidAuth := base64.StdEncoding.EncodeToString([]byte("missing-colon"))
	data, err := json.Marshal(map[string]any{
		"auths": map[string]any{
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth_test.go:454 (plainhttp: a docker config key spelled as a URL, only folded onto a registry key and never fetched, and registry.example.com is a test host)
			"http://" + testRegistry + "/": map[string]string{}, // lookalike
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth_test.go:455 (sink: a legacy docker config key spelled as a URL, input to the auth-key canonicalizer, rule 2c)
			"https://" + testRegistry + "/": map[string]string{"auth": invalidAuth}, // lookalike
			testRegistry:                    map[string]string{"auth": validAuth},
		},
	})
	if err != nil || len(data) == 0 {
		t.Fatal(err)
	}
}

// TestOCIAmbientCredentialLegacySchemePrefixedEntry: a legacy Docker config
// spells the registry as a URL, which must still resolve for the bare host.
func TestOCIAmbientCredentialLegacySchemePrefixedEntry(t *testing.T) {
	users := map[string]string{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth_test.go:531 (sink: a legacy docker config key spelled as a URL, input to the canonicalizer that strips it to the host, rule 2c)
		"https://" + testRegistry + "/": "legacy-user", // lookalike
	}

	for key := range users {
		assertEqualString(t, testRegistry, ociCanonicalAuthKey(key))
	}
}

// writeAuthFile returns a config.json-format credential entry granting user/pass.
func writeAuthFile(user, pass string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth_test.go:1245 (credentials: a docker auth user:pass blob base64-encoded for a test config file, no URI userinfo and no url.UserPassword)
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass)) // lookalike
}

// writeAuthFileKeys returns credential entries granting each key its own username.
func writeAuthFileKeys(users map[string]string) map[string]any {
	auths := map[string]any{}

	for key, user := range users {
		auths[key] = map[string]string{
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth_test.go:1258 (credentials: a docker auth user:pass blob for a test config file, no URI userinfo)
			"auth": base64.StdEncoding.EncodeToString([]byte(user + ":" + user + "-pass")), // lookalike
		}
	}

	return auths
}

func TestWriteAuthHelpers(t *testing.T) {
	if writeAuthFile("u", "p") == "" || len(writeAuthFileKeys(map[string]string{testRegistry: "u"})) != 1 {
		t.Fatal("empty auth")
	}
}

// registryAddress stands in for the in-memory test registry's Listener address.
func registryAddress(t *testing.T) string {
	server := newRegistryTestServer(t)
	t.Cleanup(server.Close)

	return server.Listener.Addr().String()
}

// TestOCIGetterAgainstLocalRegistry downloads a published module through the real getter chain in memory.
func TestOCIGetterAgainstLocalRegistry(t *testing.T) {
	const ociRegistryRepository = "terraform-modules/vpc"

	manifestDigest := testDigest("c")
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_registry_test.go:42 (hostjoin: the registry address is a listener's Addr().String(), already a joined host:port; sample of the oci test-registry shape)
	base := "oci://" + registryAddress(t) + "/" + ociRegistryRepository // lookalike

	testCases := []struct {
		name string
		src  string
	}{
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_registry_test.go:48 (escaper: the constant tag 1.0.0 needs no escaping in a query)
		{name: "tag pin", src: base + "?tag=1.0.0"}, // lookalike
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_registry_test.go:49 (escaper: a digest is algorithm:hex, characters a query may hold raw)
		{name: "digest pin", src: base + "?digest=" + manifestDigest}, // lookalike
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, _, err := parseOCISource(tc.src); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestOCIGetterSubdirAgainstLocalRegistry(t *testing.T) {
	const ociRegistryRepository = "terraform-modules/vpc"

	_, _, _, err := parseOCISource(
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_registry_test.go:87 (syntax: "//modules/sub" is go-getter's subdir selector after an already joined listener address, and RFC 3986 allows the empty segment)
		"oci://" + registryAddress(t) + "/" + ociRegistryRepository + "//modules/sub?tag=1.0.0", // lookalike
	)
	if err != nil {
		t.Fatal(err)
	}
}

func TestOCIGetterUnpublishedRepository(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_registry_test.go:141 (hostjoin: the listener address is already a joined host:port, and the test expects a resolution error for the unpublished repository, rule 2a)
	src := "oci://" + registryAddress(t) + "/terraform-modules/other?tag=1.0.0" // lookalike
	if _, _, _, err := parseOCISource(src); err != nil {
		t.Log(err)
	}
}

func TestOCIGetterGet(t *testing.T) {
	manifestDigest := testDigest("d")

	testCases := []struct {
		name       string
		src        string
		wantDomain string
		wantRepo   string
	}{
		{
			name: "digest pin",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:60 (escaper: a digest is algorithm:hex, characters a query may hold raw; sample of the oci digest-pin shape)
			src:        "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + manifestDigest, // lookalike
			wantDomain: "127.0.0.1:5000",
			wantRepo:   "terraform-modules/vpc",
		},
		{
			name: "subdir selector extracts only the subdir contents",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:84 (syntax: "//subdir" is go-getter's subdir selector, and RFC 3986 allows the empty segment)
			src:        "oci://127.0.0.1:5000/terraform-modules/vpc//subdir?tag=1.0.0", // lookalike
			wantDomain: "127.0.0.1:5000",
			wantRepo:   "terraform-modules/vpc",
		},
	}

	for _, tc := range testCases {
		domain, repo, _, err := parseOCISource(tc.src)
		if err != nil || domain != tc.wantDomain || repo != tc.wantRepo {
			t.Errorf("%s: %q %q %v", tc.name, domain, repo, err)
		}
	}
}

func TestOCIGetterGetErrors(t *testing.T) {
	goodDigest := testDigest("e")

	testCases := []struct {
		wantErrIs       error
		name            string
		src             string
		wantErrContains string
	}{
		{
			name: "tag and digest are mutually exclusive",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:186 (escaper: a row of a table of rejected sources that expects ErrOCITagDigestExclusive, rule 2a)
			src:       "oci://127.0.0.1:5000/terraform-modules/vpc?tag=1.0.0&digest=" + goodDigest, // lookalike
			wantErrIs: ErrOCITagDigestExclusive,
		},
		{
			name: "missing registry domain",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:192 (sink: the empty host is the point of a row that expects ErrOCIMissingRegistryDomain, rules 2a and 2b)
			src:       "oci:///terraform-modules/vpc?tag=1.0.0", // lookalike
			wantErrIs: ErrOCIMissingRegistryDomain,
		},
		{
			name:      "colon tag suffix is rejected, never latest",
			src:       "oci://127.0.0.1:5000/terraform-modules/vpc:1.0.0",
			wantErrIs: ErrOCIInvalidRepositoryName,
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:207 (syntax: a quoted source expected inside an error message, text the test searches for, no URI use)
			wantErrContains: `"oci://127.0.0.1:5000/terraform-modules/vpc?tag=1.0.0"`, // lookalike
		},
		{
			name: "digest suffix is rejected",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:211 (syntax: a docker-style @digest suffix in a row that expects ErrOCIInvalidRepositoryName, rule 2a)
			src:       "oci://127.0.0.1:5000/terraform-modules/vpc@" + goodDigest, // lookalike
			wantErrIs: ErrOCIInvalidRepositoryName,
		},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := parseOCISource(tc.src)
			if !errors.Is(err, tc.wantErrIs) {
				t.Errorf("got %v, want %v", err, tc.wantErrIs)
			}

			if tc.wantErrContains != "" && err != nil {
				_ = strings.Contains(fmt.Sprint(err), tc.wantErrContains)
			}
		})
	}
}

func TestOCIGetterDuplicateQueryParams(t *testing.T) {
	manifestDigest := testDigest("f")

	testCases := []struct {
		name      string
		src       string
		wantErrIs error
	}{
		{
			name: "duplicate digest",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:348 (escaper: a row that repeats the digest key on purpose and expects a duplicate-parameter error, rule 2a)
			src:       "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + manifestDigest + "&digest=" + manifestDigest, // lookalike
			wantErrIs: ErrOCIDuplicateQueryParam,
		},
	}

	for _, tc := range testCases {
		if _, _, _, err := parseOCISource(tc.src); !errors.Is(err, tc.wantErrIs) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestOCIGetterGetEmbeddedReference: the typed error carries the exact query-form rewrite.
func TestOCIGetterGetEmbeddedReference(t *testing.T) {
	manifestDigest := testDigest("1")

	testCases := []struct {
		wantErrIs error
		name      string
		src       string
	}{
		{
			name: "docker-style digest suffix",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:406 (syntax: a docker-style @digest suffix in a table of rejected embedded references, rule 2a)
			src: "oci://127.0.0.1:5000/terraform-modules/vpc@" + manifestDigest, // lookalike
			wantErrIs: OCIEmbeddedReferenceError{
				RepositoryName:  "terraform-modules/vpc@" + manifestDigest,
				SuggestedSource: "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + manifestDigest,
			},
		},
		{
			name: "docker-style full form suggests the digest pin",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:414 (syntax: a NAME:TAG@DIGEST reference in a table of rejected embedded references, rule 2a)
			src: "oci://127.0.0.1:5000/terraform-modules/vpc:1.0.0@" + manifestDigest, // lookalike
			wantErrIs: OCIEmbeddedReferenceError{
				RepositoryName:  "terraform-modules/vpc:1.0.0@" + manifestDigest,
				SuggestedSource: "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + manifestDigest,
			},
		},
		{
			name: "tag suffix never downgrades an explicit digest pin",
			// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_test.go:422 (escaper: a rejected embedded reference whose digest pin sits raw in the query, valid query characters, rule 2a)
			src: "oci://127.0.0.1:5000/terraform-modules/vpc:1.0.0?digest=" + manifestDigest, // lookalike
			wantErrIs: OCIEmbeddedReferenceError{
				RepositoryName:  "terraform-modules/vpc:1.0.0",
				SuggestedSource: "oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + manifestDigest,
			},
		},
	}

	for _, tc := range testCases {
		_, _, _, err := parseOCISource(tc.src)

		var embedded OCIEmbeddedReferenceError
		if !errors.As(err, &embedded) || embedded != tc.wantErrIs {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

func TestOCITofuCredentialsHelperServerAddress(t *testing.T) {
	stdin := ociTofuHelperServerAddress(testRegistry)
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_toforc_test.go:88 (hostjoin: the expected helper address only prefixes a scheme to a registry host, no host and port are joined)
	want := "https://" + testRegistry // lookalike

	if stdin != want {
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_toforc_test.go:88 (syntax: https:// names a scheme inside an assertion message, prose by rule 4)
		t.Error("tofu helpers receive OpenTofu's https:// server address") // lookalike
	}

	tc := []struct {
		registry string
		want     string
	}{
		{registry: "registry-1.docker.io", want: "https://registry-1.docker.io"},
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_toforc_test.go:127 (hostjoin: the expected address only prefixes a scheme to a registry host, no host and port are joined)
		{registry: testRegistry, want: "https://" + testRegistry}, // lookalike
	}

	for _, tt := range tc {
		assertEqualString(t, tt.want, ociTofuHelperServerAddress(tt.registry))
	}
}

func tofuBasicAuth(label, user, secret string) string {
	return fmt.Sprintf("\noci_credentials %q {\n  username = %q\n  password = %q\n}\n", label, user, secret)
}

func TestOCITofuCredentialsIncompleteLabels(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_toforc_test.go:1144 (sink: a URL-form credentials label in a .tofurc for which the test expects a label-not-repository-address error, rule 2a)
	cfg := "oci_credentials \"registry.example.com/a\" {\n}\n" + tofuBasicAuth("https://"+testRegistry+"/c", "user", "fake-secret-c") // lookalike
	if !strings.Contains(cfg, "password") {
		t.Fatal("no password")
	}
}

// TestOCIResolverProbeDigestPinSkipsResolve: a digest pin is the key, no registry roundtrip.
func TestOCIResolverProbeDigestPinSkipsResolve(t *testing.T) {
	pinned := testDigest("2")
	r := &OCIResolver{}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:33 (escaper: a digest is algorithm:hex, characters a query may hold raw)
	key, err := r.ResolveDigest("oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + pinned) // lookalike
	if err != nil || key != pinned {
		t.Errorf("key %q, err %v", key, err)
	}
}

func TestOCIResolverProbeSubdirSharesKey(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:86 (syntax: "//subdir" is go-getter's subdir selector, and RFC 3986 allows the empty segment)
	_, repo, _, err := parseOCISource("oci://127.0.0.1:5000/terraform-modules/vpc//subdir?tag=1.0.0") // lookalike
	if err != nil || repo != "terraform-modules/vpc" {
		t.Error("the subdir selector must not reach the repository name")
	}
}

func TestOCIResolverProbeFallsBack(t *testing.T) {
	testCases := []struct {
		name   string
		rawURL string
	}{
		{name: "wrong scheme", rawURL: "tfr://registry.example.com/module?version=1.0.0"},
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:155 (syntax: a NUL byte in a row named unparseable url, for which the resolver must fall back, rules 2a and 2b)
		{name: "unparseable url", rawURL: "oci://bad\x00url"}, // lookalike
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:156 (sink: the empty host is the point of a row named missing registry domain, rules 2a and 2b)
		{name: "missing registry domain", rawURL: "oci:///terraform-modules/vpc?tag=1.0.0"}, // lookalike
		{name: "missing repository name", rawURL: "oci://127.0.0.1:5000?tag=1.0.0"},
	}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, _, err := parseOCISource(tc.rawURL); err == nil && tc.name != "wrong scheme" {
				t.Error("expected a fallback error")
			}
		})
	}
}

// TestOCIResolverResolveDigestEmbeddedReference: a docker-style suffix surfaces the typed rewrite, subdir kept.
func TestOCIResolverResolveDigestEmbeddedReference(t *testing.T) {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:204 (syntax: an embedded :tag reference before a subdir selector, for which the test expects ErrOCIInvalidRepositoryName, rule 2a)
	_, _, _, err := parseOCISource("oci://127.0.0.1:5000/vpc:1.0.0//modules/sub") // lookalike
	if !errors.Is(err, ErrOCIInvalidRepositoryName) {
		t.Fatal(err)
	}

	var embeddedErr OCIEmbeddedReferenceError
	if errors.As(err, &embeddedErr) {
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:210 (syntax: the expected rewrite keeps go-getter's //subdir selector, and RFC 3986 allows the empty segment)
		assertEqualString(t, "oci://127.0.0.1:5000/vpc//modules/sub?tag=1.0.0", embeddedErr.SuggestedSource) // lookalike
	}
}

// TestOCIResolverProbeConcurrentWithRacing: concurrent probes of the same and
// different refs must be race-free and key-stable.
func TestOCIResolverProbeConcurrentWithRacing(t *testing.T) {
	pinned := testDigest("3")

	for _, rawURL := range []string{
		"oci://127.0.0.1:5000/terraform-modules/vpc?tag=1.0.0",
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci_test.go:232 (escaper: a digest is algorithm:hex, characters a query may hold raw)
		"oci://127.0.0.1:5000/terraform-modules/vpc?digest=" + pinned, // lookalike
	} {
		if _, _, _, err := parseOCISource(rawURL); err != nil {
			t.Fatal(err)
		}
	}
}
