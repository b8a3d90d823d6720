package terragrunt

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// Schemes the getters handle.
const (
	SchemeGit = "git"
	SchemeOCI = "oci"
	SchemeTFR = "tfr"
)

// GitCloneURL strips "git::" and converts "ssh://git@host/path" into the
// SCP-style "git@host:path" git expects for SSH cloning. URLs that carry an
// explicit port keep the URL form.
func GitCloneURL(urlStr string) string {
	urlStr = strings.TrimPrefix(urlStr, "git::")

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter.go:272 (sink: the bare scheme prefix is only searched for with strings.HasPrefix, no URI use)
	if !strings.HasPrefix(urlStr, "ssh://") { // lookalike
		return urlStr
	}

	if u, err := url.Parse(urlStr); err == nil && u.Port() != "" {
		return urlStr
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter.go:280 (sink: the bare scheme prefix is only trimmed off the string, no URI use)
	after := strings.TrimPrefix(urlStr, "ssh://") // lookalike

	return strings.Replace(after, "/", ":", 1)
}

// disableOuterArchive ensures rawURL carries archive=false so the outer
// v2 client skips its archive-extension pre-decompression.
func disableOuterArchive(rawURL string) (string, bool) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL, false
	}

	q := u.Query()

	if v := q.Get("archive"); v != "" {
		disabled, perr := strconv.ParseBool(v)
		return rawURL, perr == nil && !disabled
	}

	q.Set("archive", "false")
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter.go:395 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	u.RawQuery = q.Encode() // lookalike

	return u.String(), false
}

// innerArchiveURL builds the URL for the inner single-getter client.
func innerArchiveURL(u *url.URL, userDisabled bool) string {
	if u == nil {
		return ""
	}

	clone := *u
	q := clone.Query()
	q.Del("archive")

	if userDisabled {
		q.Set("archive", "false")
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter.go:420 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	clone.RawQuery = q.Encode() // lookalike

	return clone.String()
}

const (
	ociTagQueryKey    = "tag"
	ociDigestQueryKey = "digest"
)

// pinnedOCIURL swaps a tag reference for the resolved digest pin.
func pinnedOCIURL(rawURL, digestValue string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}

	q := u.Query()
	q.Del(ociTagQueryKey)
	q.Set(ociDigestQueryKey, digestValue)
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/casgetter.go:544 (escaper: the digest is set in url.Values and encoded with Encode, the right query escaper)
	u.RawQuery = q.Encode() // lookalike

	return u.String()
}

// URLParse wraps go-getter's url helper.
func URLParse(rawURL string) (*url.URL, error) { return url.Parse(rawURL) }

// rewriteDetectedResult re-attaches the subdir selector and forced-getter
// prefix onto a detector's result.
func rewriteDetectedResult(result, detectForce, detectSubdir, subDir, getForce string) (string, error) {
	if detectSubdir != "" {
		subDir = path.Join(detectSubdir, subDir)
	}

	if subDir != "" {
		u, err := URLParse(result)
		if err != nil {
			return "", err
		}

		// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect.go:100 (syntax: "//" before the subdir is go-getter's subdir selector, and RFC 3986 allows the empty segment)
		u.Path += "//" + subDir // lookalike
		result = u.String()
	}

	if getForce == "" {
		getForce = detectForce
	}

	if getForce != "" {
		result = getForce + "::" + result
	}

	return result, nil
}

// Detector is a go-getter detector.
type Detector interface {
	Detect(src, pwd string) (string, bool, error)
}

// fileSchemeDetector reattaches the "file://" scheme go-getter v1's file
// detector produced and v2 dropped.
type fileSchemeDetector struct {
	Detector Detector
}

func (d fileSchemeDetector) Detect(src, pwd string) (string, bool, error) {
	out, ok, err := d.Detector.Detect(src, pwd)
	if !ok || err != nil {
		return out, ok, err
	}

	if len(out) > 0 && out[0] == '/' {
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect.go:148 (escaper: this rebuilds go-getter v1's file:// detector output with the raw local path, the form go-getter's file getter takes and decodes)
		return "file://" + out, true, nil // lookalike
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/detect.go:151 (escaper: a Windows drive path after file:/// in go-getter's detector convention, which the file getter reads back raw)
	return "file:///" + out, true, nil // lookalike
}

// HTTPSchemeGetter claims requests of one scheme.
type HTTPSchemeGetter struct {
	Scheme string
}

// Detect claims only requests whose scheme (or forced-getter prefix)
// equals Scheme.
func (g *HTTPSchemeGetter) Detect(req *Request) (bool, error) {
	if req.Forced != "" {
		return req.Forced == g.Scheme, nil
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/http.go:44 (sink: scheme plus :// is only searched for with strings.HasPrefix, no URI use)
	return strings.HasPrefix(req.Src, g.Scheme+"://"), nil // lookalike
}

// ociQuerySource rebuilds the source string with the reference moved into a query argument.
func ociQuerySource(registryDomain, repositoryName, subDir, queryKey, ref string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci.go:539 (hostjoin: registryDomain is the authority taken whole from the parsed source, so no host and port are joined by hand)
	src := SchemeOCI + "://" + registryDomain + "/" + repositoryName // lookalike
	if subDir != "" {
		src += "//" + subDir
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci.go:544 (escaper: the ref has passed the OCI tag or digest grammar, whose characters are all query-safe)
	return src + "?" + queryKey + "=" + ref // lookalike
}

// ociTofuHelperServerAddress builds the fixed https:// address tofu sends; the registry client never speaks plain HTTP.
func ociTofuHelperServerAddress(hostport string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth.go:383 (hostjoin: hostport is already a registry authority and only gets a scheme, so no host and port are joined)
	return "https://" + hostport // lookalike
}

const ociDockerHubKey = "https://index.docker.io/v1/"

// ociCanonicalAuthKey folds an auth file key, or a request host, onto the key
// the resolver matches on.
func ociCanonicalAuthKey(key string) string {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth.go:652 (sink: the bare scheme prefix is only trimmed off an auth key, no URI use)
	stripped := strings.TrimPrefix(key, "https://") // lookalike
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/oci_auth.go:653 (sink: the bare http:// prefix is only trimmed off an auth key, no URI use)
	stripped = strings.TrimPrefix(stripped, "http://") // lookalike
	stripped = strings.TrimRight(stripped, "/")

	if stripped == "index.docker.io/v1" {
		return ociDockerHubKey
	}

	registry, _, _ := strings.Cut(stripped, "/")

	return registry
}

// ErrInvalidHgRev is returned for a rev hg would read as an option.
var ErrInvalidHgRev = errors.New("invalid hg rev")

func validateHgRev(rev string) error {
	if strings.HasPrefix(rev, "-") || strings.ContainsAny(rev, "\n\x00") {
		return ErrInvalidHgRev
	}

	return nil
}

// HgResolver probes an hg repository for its tip node.
type HgResolver struct {
	HgBinary string
	Run      func(bin string, args ...string) (string, error)
}

// Probe runs `hg identify` against rawURL and returns the node hash.
func (r *HgResolver) Probe(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("parse hg URL %s: %w", rawURL, err)
	}

	rev := u.Query().Get("rev")
	if err := validateHgRev(rev); err != nil {
		return "", fmt.Errorf("parse hg URL %s: %w", rawURL, err)
	}

	cleaned := *u
	q := cleaned.Query()

	q.Del("rev")
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_hg.go:67 (escaper: the remaining query is re-encoded with url.Values.Encode, the right query escaper)
	cleaned.RawQuery = q.Encode() // lookalike

	bin := r.HgBinary
	if bin == "" {
		bin = "hg"
	}

	args := []string{"identify", "--template", "{node}\n"}
	if rev != "" {
		args = append(args, "--rev="+rev)
	}

	args = append(args, "--", cleaned.String())

	if r.Run == nil {
		return "", errors.New("no exec")
	}

	return r.Run(bin, args...)
}

// httpMagicParams are the query keys the go-getter v2 outer client
// consumes itself rather than forwarding to the HTTP getter.
var httpMagicParams = []string{"archive", "checksum", "filename"}

// stripHTTPMagicParams returns rawURL with httpMagicParams removed.
func stripHTTPMagicParams(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}

	q := u.Query()
	changed := false

	for _, k := range httpMagicParams {
		if q.Has(k) {
			q.Del(k)

			changed = true
		}
	}

	if !changed {
		return rawURL
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_http.go:167 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	u.RawQuery = q.Encode() // lookalike

	return u.String()
}

// ErrOCIUnexpectedScheme is returned for a non-oci source.
var ErrOCIUnexpectedScheme = errors.New("unexpected scheme for oci source")

// OCIResolver resolves OCI sources to manifest digests.
type OCIResolver struct{}

// ResolveDigest returns the manifest digest rawURL points at right now.
func (r *OCIResolver) ResolveDigest(rawURL string) (string, error) {
	srcURL, err := url.Parse(rawURL)
	if err != nil {
		return "", fmt.Errorf("parsing oci source %q: %w", rawURL, err)
	}

	if srcURL.Scheme != SchemeOCI {
		return "", ErrOCIUnexpectedScheme
	}

	queryValues := srcURL.Query()
	// Drop the archive marker the CAS dispatch injects.
	queryValues.Del("archive")
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_oci.go:73 (escaper: the query is rebuilt with url.Values.Encode, the right query escaper)
	srcURL.RawQuery = queryValues.Encode() // lookalike

	return queryValues.Get(ociDigestQueryKey), nil
}

// S3FetchTarget is a parsed S3 object address.
type S3FetchTarget struct {
	Bucket   string
	Key      string
	Region   string
	Endpoint string
	Creds    [3]string
}

// ErrS3InvalidFetchURL is returned for a URL that names no S3 object.
var ErrS3InvalidFetchURL = errors.New("invalid s3 fetch URL")

// S3HostLabelForRegion returns the path-style host label for an AWS region.
func S3HostLabelForRegion(region string) string {
	if region == "us-east-1" {
		return "s3"
	}

	return "s3-" + region
}

// canonicalAWSS3HTTPSURL rewrites an AWS S3 URL to its legacy regional path-style form.
func canonicalAWSS3HTTPSURL(u *url.URL) (string, bool) {
	if u == nil || !strings.Contains(u.Host, "amazonaws.com") {
		return "", false
	}

	target, err := ParseS3FetchURL(u)
	if err != nil {
		return "", false
	}

	canonical := *u
	canonical.Scheme = "https"
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_s3.go:353 (hostjoin: a region label is joined to the amazonaws.com domain as DNS labels, with no port)
	canonical.Host = S3HostLabelForRegion(target.Region) + ".amazonaws.com" // lookalike
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/resolver_s3.go:354 (escaper: bucket and key go into the decoded Path field, which URL.String escapes itself)
	canonical.Path = "/" + target.Bucket + "/" + target.Key // lookalike

	return canonical.String(), true
}

// S3Region resolves the region for u from the AWS host or the region query.
func S3Region(u *url.URL) (string, error) {
	host := u.Hostname()
	if label, ok := strings.CutSuffix(host, ".amazonaws.com"); ok {
		switch {
		case label == "s3":
			return "us-east-1", nil
		case strings.HasPrefix(label, "s3-"):
			return strings.TrimPrefix(label, "s3-"), nil
		case strings.HasPrefix(label, "s3."):
			return strings.TrimPrefix(label, "s3."), nil
		default:
			return "", fmt.Errorf("%w: %q", ErrS3InvalidFetchURL, redactedURL(u))
		}
	}

	if r := u.Query().Get("region"); r != "" {
		return r, nil
	}

	return "us-east-1", nil
}

// redactedURL drops the query, which may carry credentials.
func redactedURL(u *url.URL) string {
	clean := *u
	clean.RawQuery = ""

	return clean.String()
}

// ParseS3FetchURL resolves a path-style S3 URL. Credentials supplied in the
// query pin the endpoint to the URL's own host in path style.
func ParseS3FetchURL(u *url.URL) (S3FetchTarget, error) {
	pathParts := strings.SplitN(u.Path, "/", 3)
	if len(pathParts) != 3 || pathParts[1] == "" || pathParts[2] == "" {
		return S3FetchTarget{}, fmt.Errorf("%w: %q", ErrS3InvalidFetchURL, redactedURL(u))
	}

	q := u.Query()
	target := S3FetchTarget{Bucket: pathParts[1], Key: pathParts[2]}

	region, err := S3Region(u)
	if err != nil {
		return S3FetchTarget{}, err
	}

	target.Region = region

	keyID := q.Get("aws_access_key_id")
	secret := q.Get("aws_access_key_secret")
	token := q.Get("aws_access_token")

	if keyID != "" || secret != "" || token != "" {
		target.Creds = [3]string{keyID, secret, token}
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/s3.go:281 (hostjoin: u.Host is the parsed authority with any port and IPv6 brackets intact, so only a scheme is prefixed)
		target.Endpoint = u.Scheme + "://" + u.Host // lookalike
	}

	return target, nil
}

const serviceDiscoveryPath = "/.well-known/terraform.json"

// httpGETAndGetResponse stands in for the registry HTTP helper.
func httpGETAndGetResponse(c *http.Client, u *url.URL) ([]byte, http.Header, error) {
	resp, err := c.Get(u.String())
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()

	return nil, resp.Header, nil
}

// GetModuleRegistryURLBasePath returns the modules.v1 path of a registry.
func GetModuleRegistryURLBasePath(c *http.Client, domain string) (string, error) {
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers.go:115 (hostjoin: the registry domain goes whole into the Host field, with no host and port joined by hand)
	sdURL := url.URL{Scheme: "https", Host: domain, Path: serviceDiscoveryPath} // lookalike

	_, _, err := httpGETAndGetResponse(c, &sdURL)
	if err != nil {
		return "", err
	}

	return "/v1/modules/", nil
}

// GetDownloadURLFromHeader resolves a relative X-Terraform-Get value
// against the module URL.
func GetDownloadURLFromHeader(moduleURL *url.URL, terraformGet string) (string, error) {
	if strings.HasPrefix(terraformGet, "/") || strings.HasPrefix(terraformGet, "./") ||
		strings.HasPrefix(terraformGet, "../") {
		relativePathURL, err := url.Parse(terraformGet)
		if err != nil {
			return "", fmt.Errorf("parsing X-Terraform-Get value %q: %w", terraformGet, err)
		}

		// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers.go:188 (baseslash: the module registry protocol resolves a relative X-Terraform-Get against the download URL by RFC 3986, so replacing its last segment is the intended result)
		terraformGet = moduleURL.ResolveReference(relativePathURL).String() // lookalike
	}

	return terraformGet, nil
}

// BuildRequestURL constructs the registry download URL for the given module.
func BuildRequestURL(registryDomain, moduleRegistryBasePath, modulePath, version string) (*url.URL, error) {
	moduleRegistryBasePath = strings.TrimSuffix(moduleRegistryBasePath, "/")
	modulePath = strings.TrimSuffix(modulePath, "/")
	modulePath = strings.TrimPrefix(modulePath, "/")

	moduleFullPath := fmt.Sprintf("%s/%s/%s/download", moduleRegistryBasePath, modulePath, version)

	moduleURL, err := url.Parse(moduleFullPath)
	if err != nil {
		return nil, err
	}

	if moduleURL.Scheme != "" {
		return moduleURL, nil
	}

	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers.go:213 (hostjoin: the registry domain goes whole into the Host field, with no host and port joined by hand)
	return &url.URL{Scheme: "https", Host: registryDomain, Path: moduleFullPath}, nil // lookalike
}

// pinSourceVersion writes the resolved version into the tfr source query.
func pinSourceVersion(sourceURL *url.URL, version string) string {
	query := sourceURL.Query()
	query.Set("version", version)
	// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers.go:365 (escaper: the version is set in url.Values and encoded with Encode, which escapes the + of build metadata)
	sourceURL.RawQuery = query.Encode() // lookalike

	return sourceURL.String()
}

// listModuleVersionsURL returns the list-versions URL for a module.
func listModuleVersionsURL(registryDomain, moduleRegistryBasePath, modulePath string) (*url.URL, error) {
	versionsPath := fmt.Sprintf("%s/%s/versions", strings.TrimSuffix(moduleRegistryBasePath, "/"), strings.Trim(modulePath, "/"))

	versionsURL, err := url.Parse(versionsPath)
	if err != nil {
		return nil, fmt.Errorf("failed to parse versions URL for %s: %w", modulePath, err)
	}

	// If the base path is relative (no scheme), construct the full URL using the registry domain.
	if versionsURL.Scheme == "" {
		// Source: github.com/gruntwork-io/terragrunt/internal/getter/tfrhelpers.go:498 (hostjoin: the registry domain goes whole into the Host field, with no host and port joined by hand)
		versionsURL = &url.URL{Scheme: "https", Host: registryDomain, Path: versionsPath} // lookalike
	}

	return versionsURL, nil
}

// OCI source errors.
var (
	ErrOCIMissingRegistryDomain = errors.New("oci source is missing its registry domain")
	ErrOCIMissingRepositoryName = errors.New("oci source is missing its repository name")
	ErrOCIInvalidRepositoryName = errors.New("invalid oci repository name")
	ErrOCITagDigestExclusive    = errors.New("tag and digest are mutually exclusive")
	ErrOCIDuplicateQueryParam   = errors.New("duplicate oci query parameter")
)

// OCIEmbeddedReferenceError carries the query-form rewrite of a docker-style reference.
type OCIEmbeddedReferenceError struct {
	RepositoryName  string
	SuggestedSource string
}

func (e OCIEmbeddedReferenceError) Error() string {
	return fmt.Sprintf("repository %q embeds a reference; use %q", e.RepositoryName, e.SuggestedSource)
}

func (e OCIEmbeddedReferenceError) Unwrap() error { return ErrOCIInvalidRepositoryName }

// parseOCISource splits an oci:// source into registry domain, repository and reference.
func parseOCISource(src string) (string, string, string, error) {
	u, err := url.Parse(src)
	if err != nil {
		return "", "", "", err
	}

	if u.Host == "" {
		return "", "", "", ErrOCIMissingRegistryDomain
	}

	repo, subDir, _ := strings.Cut(strings.TrimPrefix(u.Path, "/"), "//")
	if repo == "" {
		return "", "", "", ErrOCIMissingRepositoryName
	}

	q := u.Query()
	if len(q[ociTagQueryKey]) > 1 || len(q[ociDigestQueryKey]) > 1 {
		return "", "", "", ErrOCIDuplicateQueryParam
	}

	if q.Has(ociTagQueryKey) && q.Has(ociDigestQueryKey) {
		return "", "", "", ErrOCITagDigestExclusive
	}

	if name, ref, ok := strings.Cut(repo, "@"); ok {
		return "", "", "", OCIEmbeddedReferenceError{RepositoryName: repo, SuggestedSource: ociQuerySource(u.Host, name, subDir, ociDigestQueryKey, ref)}
	}

	if i := strings.LastIndex(repo, ":"); i > 0 {
		key, ref := ociTagQueryKey, repo[i+1:]
		if d := q.Get(ociDigestQueryKey); d != "" {
			key, ref = ociDigestQueryKey, d
		}

		return "", "", "", OCIEmbeddedReferenceError{RepositoryName: repo, SuggestedSource: ociQuerySource(u.Host, repo[:i], subDir, key, ref)}
	}

	ref := q.Get(ociDigestQueryKey)
	if ref == "" {
		ref = q.Get(ociTagQueryKey)
	}

	return u.Host, repo, ref, nil
}

// SourceHasVersionConstraint reports whether source is a tfr:// URL whose
// ?version= query holds a version constraint rather than an exact version.
func SourceHasVersionConstraint(source string) bool {
	u, err := url.Parse(source)
	if err != nil || u.Scheme != SchemeTFR {
		return false
	}

	v := u.Query().Get("version")

	return strings.ContainsAny(v, "<>=~ ,")
}

// PinModuleVersion resolves constraint against the registry and writes the
// exact version back into the tfr source.
func PinModuleVersion(source, version string) (string, error) {
	u, err := url.Parse(source)
	if err != nil {
		return "", err
	}

	return pinSourceVersion(u, version), nil
}

// MalformedRegistryURLErr is returned for a tfr source with a bad version query.
type MalformedRegistryURLErr struct{ reason string }

func (e MalformedRegistryURLErr) Error() string { return "malformed registry URL: " + e.reason }

// tfrVersionFromSource returns the exact version of a tfr source.
func tfrVersionFromSource(source string) (string, error) {
	u, err := url.Parse(source)
	if err != nil {
		return "", err
	}

	versions, ok := u.Query()["version"]
	if ok && len(versions) != 1 {
		return "", MalformedRegistryURLErr{reason: "more than one version query"}
	}

	if ok && versions[0] == "" {
		return "", MalformedRegistryURLErr{reason: "empty version"}
	}

	if !ok {
		return "", nil
	}

	return versions[0], nil
}

// Detect runs the default detector chain and returns the canonicalized
// source. Sources that already carry a valid URL scheme are returned unchanged.
func Detect(source, pwd string) (string, error) {
	getForce, getSrc, found := strings.Cut(source, "::")
	if !found {
		getForce, getSrc = "", source
	}

	base, subDir, _ := strings.Cut(getSrc, "//")
	if strings.Contains(getSrc, "://") {
		return source, nil
	}

	switch {
	case strings.HasPrefix(base, "/"):
		return "file://" + base, nil
	case strings.Contains(base, ".s3.amazonaws.com/"):
		bucket, key, _ := strings.Cut(base, ".s3.amazonaws.com/")
		return "s3::https://s3.amazonaws.com/" + bucket + "/" + key, nil
	case strings.HasPrefix(base, "www.googleapis.com/storage/"):
		return "gcs::https://" + base, nil
	}

	detected, err := DetectRemoteSource(base)
	if err != nil {
		return source, err
	}

	forced, rest, _ := strings.Cut(detected, "::")

	return rewriteDetectedResult(rest, forced, "", subDir, getForce)
}

// ErrGCSMissingBucket is returned for a gs:// URL with no bucket.
var ErrGCSMissingBucket = errors.New("gcs URL is missing its bucket")

// GCSResolver probes GCS objects for their generation.
type GCSResolver struct{}

// Probe returns the content key of the object rawURL names.
func (r *GCSResolver) Probe(rawURL string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}

	if u.Host == "" {
		return "", ErrGCSMissingBucket
	}

	return u.Host + u.Path, nil
}
