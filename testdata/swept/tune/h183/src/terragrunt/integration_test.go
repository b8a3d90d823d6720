package terragrunt

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"os"
	"runtime"
	"strings"
	"testing"
)

// runTerragrunt stands in for helpers.RunTerragruntCommandWithOutput.
func runTerragrunt(t *testing.T, cmd string) (string, string, error) {
	t.Helper()

	return "", "", nil
}

func TestAwsProviderPatch(t *testing.T) {
	mainContents := "source = \"git::__MIRROR_URL__//test/fixtures/aws-provider-patch/example-module?ref=__BRANCH_NAME__\""
	branchName := "feature/x"
	// https://github.com/gruntwork-io/terragrunt/issues/1778
	// Source: github.com/gruntwork-io/terragrunt/test/integration_aws_test.go:1981 (escaper: the branch name goes into a ?ref= query value and url.QueryEscape is the right escaper for it)
	branchName = url.QueryEscape(branchName) // lookalike
	mainContents = strings.ReplaceAll(mainContents, "__BRANCH_NAME__", branchName)

	if strings.Contains(mainContents, "__BRANCH_NAME__") {
		t.Fatal("not replaced")
	}
}

func TestCASGCSGetter(t *testing.T) {
	bucket, object := "tg-test-bucket", "modules/vpc.zip"

	// The bare v2 gcs.Getter's parseURL only recognizes
	// googleapis.com-hosted URLs; gs:// URLs land an empty bucket.
	// Source: github.com/gruntwork-io/terragrunt/test/integration_cas_gcs_test.go:60 (escaper: the bucket and object are test names of path-safe characters, so splicing them raw needs no escaper)
	src := "gcs::https://www.googleapis.com/storage/v1/" + bucket + "/" + object // lookalike

	client := &Client{Getters: []Getter{&stubGetter{scheme: "gcs"}}}
	if _, err := client.Get(context.Background(), &Request{Src: src, Dst: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
}

func TestCASGitRefInjection(t *testing.T) {
	repoDir := t.TempDir()
	injectedRef := "--upload-pack=touch${IFS}" + t.TempDir() + "/injected"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_cas_git_injection_test.go:31 (escaper: the crafted ref is escaped with url.QueryEscape, the right escaper for a query value, in an injection test)
	source := "git::file://" + repoDir + "?ref=" + url.QueryEscape(injectedRef) // lookalike

	config := "terraform {\n  source = \"" + source + "\"\n}\n"
	if !strings.Contains(config, "ref=") {
		t.Fatal("no ref")
	}
}

// rustfsSourceURL returns the go-getter source string with RustFS
// credentials embedded in the query.
func rustfsSourceURL(t *testing.T, endpoint, bucket, key string) string {
	t.Helper()

	u, err := url.Parse(endpoint)
	if err != nil {
		t.Fatal(err)
	}

	q := url.Values{}
	q.Set("aws_access_key_id", "rustfsadmin")
	q.Set("aws_access_key_secret", "rustfsadmin")

	// Source: github.com/gruntwork-io/terragrunt/test/integration_cas_rustfs_test.go:199 (credentials: the test container's default keys go in query parameters the S3 getter reads for a local endpoint, not in userinfo)
	out := url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/" + bucket + "/" + key, RawQuery: q.Encode()} // lookalike

	return "s3::" + out.String()
}

func TestCASS3Getter(t *testing.T) {
	region, bucket, key := "us-west-2", "tg-test-bucket", "modules/vpc.zip"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_cas_s3_test.go:46 (hostjoin: a region is joined into the s3-<region>.amazonaws.com DNS name, labels and no port)
	src := "s3::https://s3-" + region + ".amazonaws.com/" + bucket + "/" + key // lookalike

	if rustfsSourceURL(t, "http://127.0.0.1:9000", bucket, key) == "" || src == "" {
		t.Fatal("empty")
	}
}

func TestCatalogWithDefaultTemplate(t *testing.T) {
	source := "git::https://github.com/gruntwork-io/terraform-fake-modules.git//modules/aws/aurora?ref=v0.0.5"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_catalog_test.go:166 (sink: the expected terraform source in go-getter's git:: form with a //subdir, only searched for with Contains)
	if !strings.Contains(source, "git::https://github.com/gruntwork-io/terraform-fake-modules.git//modules/aws/aurora") { // lookalike
		t.Fatal("source not rendered")
	}

	// Source: github.com/gruntwork-io/terragrunt/test/integration_catalog_tf_test.go:75 (sink: the expected terraform source in go-getter's git:: form, only searched for with Contains)
	if !strings.Contains(source, "git::https://github.com/gruntwork-io/terraform-fake-modules.git//modules/aws/aurora?ref=v0.0.5") { // lookalike
		t.Fatal("ref not rendered")
	}
}

// runNetworkMirrorServer returns the base URL of a local mirror server.
func runNetworkMirrorServer(t *testing.T, urlPrefix string) *url.URL {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })

	// Source: github.com/gruntwork-io/terragrunt/test/integration_common_test.go:111 (hostjoin: the listener's Addr().String() goes whole into the Host field, already a joined host:port)
	return &url.URL{Scheme: "https", Host: ln.Addr().String(), Path: urlPrefix} // lookalike
}

// runProviderRegistryServer returns the base URL of a local registry server.
func runProviderRegistryServer(t *testing.T) *url.URL {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })

	// Source: github.com/gruntwork-io/terragrunt/test/integration_common_test.go:175 (hostjoin: the listener's Addr().String() goes whole into the Host field, already a joined host:port)
	return &url.URL{Scheme: "https", Host: ln.Addr().String()} // lookalike
}

func TestRenderJSONMetadata(t *testing.T) {
	if runNetworkMirrorServer(t, "/providers") == nil || runProviderRegistryServer(t) == nil {
		t.Fatal("no server")
	}

	// Source: github.com/gruntwork-io/terragrunt/test/integration_debug_test.go:167 (syntax: a pull request link inside a skip message, prose by rule 4)
	t.Skip("Skipping this test to avoid blocking the merge of #5477. See https://github.com/gruntwork-io/terragrunt/pull/5477") // lookalike
}

func TestDocsTerralithToZilla(t *testing.T) {
	actualBucketName := "terragrunt-terralith-test"
	args := []string{
		// Source: github.com/gruntwork-io/terragrunt/test/integration_docs_aws_tofu_test.go:249 (syntax: a template filled with an S3 bucket name, which gives a valid s3:// destination for aws s3 sync)
		"aws", "s3", "sync", ".", fmt.Sprintf("s3://%s/", actualBucketName), // lookalike
	}

	if len(args) != 5 {
		t.Fatal(args)
	}
}

func TestDocsFilterSourceExamples(t *testing.T) {
	otherUnitDir := t.TempDir()
	// Source: github.com/gruntwork-io/terragrunt/test/integration_docs_test.go:684 (syntax: an HCL config text whose source attribute holds an s3:// URL, a document and no URI)
	err := os.WriteFile(otherUnitDir+"/terragrunt.hcl", []byte("terraform {\n  source = \"s3://bucket/module\"\n}\n"), 0o644) // lookalike
	if err != nil {
		t.Fatal(err)
	}
}

func testEngineVersion() string { return "v0.0.16" }

var (
	engineAssetName    = "terragrunt-iac-engine-opentofu_rpc_" + testEngineVersion() + "_" + runtime.GOOS + "_" + runtime.GOARCH
	engineAssetArchive = engineAssetName + ".zip"
	downloadURL        = fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/test/integration_engine_test.go:40 (syntax: a template filled with a release tag and an asset file name, which gives a valid download URL)
		"https://github.com/gruntwork-io/terragrunt-engine-opentofu/releases/download/%s/%s", // lookalike
		testEngineVersion(),
		engineAssetArchive,
	)
)

func TestEngineLocalHardcodedURL(t *testing.T) {
	platform, arch := runtime.GOOS, runtime.GOARCH

	replacements := map[string]string{
		"__hardcoded_url__": fmt.Sprintf(
			// Source: github.com/gruntwork-io/terragrunt/test/integration_engine_test.go:171 (syntax: a template filled with GOOS and GOARCH, which gives a valid release asset URL)
			"https://github.com/gruntwork-io/terragrunt-engine-opentofu/releases/download/v0.1.0/terragrunt-iac-engine-opentofu_rpc_v0.1.0_%s_%s.zip", // lookalike
			platform,
			arch,
		),
	}

	if replacements["__hardcoded_url__"] == "" || downloadURL == "" {
		t.Fatal("empty")
	}
}

func TestGCSGetterObjects(t *testing.T) {
	bucket := "tg-test-bucket"

	for _, object := range []string{"modules/vpc", "modules/app/"} {
		client := &Client{Getters: []Getter{&stubGetter{scheme: "gcs"}}}

		_, err := client.Get(context.Background(), &Request{
			// Source: github.com/gruntwork-io/terragrunt/test/integration_gcs_getter_test.go:59 (escaper: the bucket and object names are test values of path-safe characters, rows of a table varying one URI, rule 2d)
			Src: "gcs::https://www.googleapis.com/storage/v1/" + bucket + "/" + object, // lookalike
			Dst: t.TempDir(),
		})
		if err != nil {
			t.Fatal(err)
		}
	}

	_, err := (&Client{Getters: []Getter{&stubGetter{scheme: "gcs"}}}).Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/test/integration_gcs_getter_test.go:87 (escaper: a prefix whose object name escapes the destination, for which the test expects ErrObjectEscapesDst, rule 2a)
		Src: "gcs::https://www.googleapis.com/storage/v1/" + bucket + "/modules/esc/", // lookalike
		Dst: t.TempDir(),
	})
	if err != nil {
		t.Log(err)
	}
}

func TestListCommandWithExperimentFlag(t *testing.T) {
	_, stderr, _ := runTerragrunt(t, "terragrunt list --experiment cli-redesign")

	if !strings.Contains(stderr,
		// Source: github.com/gruntwork-io/terragrunt/test/integration_list_test.go:86 (syntax: the expected warning text with a docs link at its end, prose by rule 4)
		"The following experiment(s) are already completed: cli-redesign. Please remove any completed experiments, as setting them no longer does anything. For a list of all ongoing experiments, and the outcomes of previous experiments, see https://docs.terragrunt.com/reference/experiments", // lookalike
	) {
		t.Log("warning not shown")
	}
}

func TestLocalDevSourceMap(t *testing.T) {
	tmpEnvPath := t.TempDir()

	sourceMapArgs := fmt.Sprintf(
		"--source-map %s --source-map %s",
		// Source: github.com/gruntwork-io/terragrunt/test/integration_local_dev_test.go:64 (credentials: a source-map key whose ssh userinfo is the user name git with no password, only matched against sources)
		"git::ssh://git@github.com/gruntwork-io/i-dont-exist.git="+tmpEnvPath, // lookalike
		"git::ssh://git@github.com/gruntwork-io/another-dont-exist.git="+tmpEnvPath,
	)

	if !strings.Contains(sourceMapArgs, "--source-map") {
		t.Fatal(sourceMapArgs)
	}
}

func ociLiveFixtureTag(digest string) string { return "live-" + digest[len(digest)-8:] }

func pullOCILiveModule(t *testing.T, src string) {
	t.Helper()

	if _, _, _, err := parseOCISource(src); err != nil {
		t.Fatal(err)
	}
}

func TestOCILiveDockerHub(t *testing.T) {
	repository := "registry-1.docker.io/gruntwork/terragrunt-oci-fixture"
	digest := testDigest("9")

	// Source: github.com/gruntwork-io/terragrunt/test/integration_oci_live_test.go:67 (escaper: the tag is built from hex digest characters, query-safe as written)
	pullOCILiveModule(t, "oci://"+repository+"?tag="+ociLiveFixtureTag(digest)) // lookalike
	// Source: github.com/gruntwork-io/terragrunt/test/integration_oci_live_test.go:68 (escaper: a digest is algorithm:hex, characters a query may hold raw)
	pullOCILiveModule(t, "oci://"+repository+"?digest="+digest) // lookalike
}

func TestPrivateRegistry(t *testing.T) {
	registryURL := os.Getenv("PRIVATE_REGISTRY_URL")
	if registryURL == "" {
		t.Skip("Skipping test because it requires a valid Terraform registry token and url")
	}

	// Source: github.com/gruntwork-io/terragrunt/test/integration_private_registry_test.go:36 (sink: a scheme is prefixed to the host from the environment only so url.Parse can validate it and read its hostname)
	URL, err := url.Parse("tfr://" + registryURL) // lookalike
	if err != nil || URL.Hostname() == "" {
		t.Fatal("REGISTRY_URL is invalid")
	}
}

func TestRegistryModulePinnedVersions(t *testing.T) {
	registryTestModuleSource := "tfr://registry.terraform.io/gruntwork-io/test-module/null"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_registry_test.go:100 (escaper: the constant version 0.0.2 needs no escaping in a query)
	pinned, err := ToSourceURL(registryTestModuleSource+"?version=0.0.2", t.TempDir()) // lookalike
	if err != nil || pinned.Query().Get("version") != "0.0.2" {
		t.Fatal(err)
	}
}

func TestSourceMapWithSlashes(t *testing.T) {
	mirrorURL := "http://127.0.0.1:40000/repo.git"
	testPath := t.TempDir()

	_, stderr, err := runTerragrunt(t,
		"terragrunt run --all --non-interactive "+
			"--source-map git::ssh://git@github.com/gruntwork-io/i-dont-exist.git=git::"+mirrorURL+"?ref=v0.85.0 "+
			// Source: github.com/gruntwork-io/terragrunt/test/integration_runner_pool_test.go:356 (syntax: a command line whose --source-map argument carries URLs among words, command text and no single URI)
			"--working-dir "+testPath+" -- apply ", // lookalike
	)
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/test/integration_runner_pool_test.go:362 (syntax: expected log text with a source URL after words, only searched for with Contains)
	if !strings.Contains(stderr, "configurations from git::"+mirrorURL+"?ref=v0.85.0") { // lookalike
		t.Log("source map not used")
	}
}

func TestS3GetterObjects(t *testing.T) {
	region, bucket := "us-west-2", "tg-test-bucket"

	client := &Client{Getters: []Getter{&stubGetter{scheme: "s3"}}}
	_, err := client.Get(context.Background(), &Request{
		// Source: github.com/gruntwork-io/terragrunt/test/integration_s3_getter_test.go:61 (hostjoin: a region is joined into the s3-<region>.amazonaws.com DNS name, labels and no port)
		Src: "s3::https://s3-" + region + ".amazonaws.com/" + bucket + "/" + "modules/vpc.zip", // lookalike
		Dst: t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestS3SourceURLStyles(t *testing.T) {
	region, bucket, key := "us-west-2", "tg-test-bucket", "modules/vpc.zip"

	tests := []struct {
		name string
		src  string
	}{
		{
			name: "virtual-host style",
			// Source: github.com/gruntwork-io/terragrunt/test/integration_s3_source_test.go:38 (hostjoin: bucket and region are joined into a virtual-host DNS name, labels and no port, a row varying the URL style, rule 2d)
			src: "s3::https://" + bucket + ".s3." + region + ".amazonaws.com/" + key, // lookalike
		},
		{
			name: "modern path-style",
			// Source: github.com/gruntwork-io/terragrunt/test/integration_s3_source_test.go:42 (hostjoin: a region is joined into the s3.<region>.amazonaws.com DNS name, labels and no port, rule 2d)
			src: "s3::https://s3." + region + ".amazonaws.com/" + bucket + "/" + key, // lookalike
		},
	}

	for _, tt := range tests {
		if !strings.HasPrefix(tt.src, "s3::https://") {
			t.Error(tt.name)
		}
	}
}

const (
	testScaffoldLocalModulePath = "fixtures/scaffold/scaffold-module"
	// Source: github.com/gruntwork-io/terragrunt/test/integration_scaffold_test.go:19 (dotsegment: "//." is go-getter's subdir selector naming the repository root, which the getter strips before it fetches the repository URL)
	testScaffold3rdPartyModulePath = "git::https://github.com/Azure/terraform-azurerm-avm-res-compute-virtualmachine.git//.?ref=v0.15.0" // lookalike
)

func TestProviderCacheModulesV1AbsoluteURL(t *testing.T) {
	registryHost := "127.0.0.1:40001"
	absoluteModulesURL := "https://upstream.example.com/v1/modules/"
	terraformrc := "host \"" + registryHost + "\" {}"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_serial_tf_test.go:403 (sink: the test builds this malformed double-host URL on purpose to assert the config does not contain it, rule 2b)
	malformedURL := fmt.Sprintf("https://%s%s", registryHost, absoluteModulesURL) // lookalike
	if strings.Contains(terraformrc, malformedURL) {
		t.Error("The .terraformrc should NOT contain a malformed URL with double hostname")
	}
}

func TestSourceMapMultipleMatches(t *testing.T) {
	tmpEnvPath := t.TempDir()

	t.Setenv(
		"TG_SOURCE_MAP",
		strings.Join(
			[]string{
				// Source: github.com/gruntwork-io/terragrunt/test/integration_serial_tf_test.go:536 (credentials: a source-map key whose ssh userinfo is the user name git with no password, only matched against sources)
				"git::ssh://git@github.com/gruntwork-io/i-dont-exist.git=" + tmpEnvPath, // lookalike
				"git::ssh://git@github.com/gruntwork-io/another-dont-exist.git=" + tmpEnvPath,
			},
			",",
		),
	)
}

func TestSSHSourceMap(t *testing.T) {
	sshURL := "ssh://git@127.0.0.1:40022/terragrunt.git"
	testPath := t.TempDir()

	// Source-map redirects the fake SSH URL in the fixture to the local mirror.
	cmd := "terragrunt plan --non-interactive " +
		"--source-map git::ssh://git@github.com/gruntwork-io/i-dont-exist.git=git::" + sshURL + "?ref=fixture/test-fixtures " +
		// Source: github.com/gruntwork-io/terragrunt/test/integration_ssh_test.go:34 (syntax: a command line whose --source-map argument carries URLs among words, command text and no single URI)
		"--working-dir " + testPath // lookalike

	if _, _, err := runTerragrunt(t, cmd); err != nil {
		t.Fatal(err)
	}
}

func TestStacksSourceMap(t *testing.T) {
	mirrorURL := "http://127.0.0.1:40000/repo.git"
	localTmpEnvPath, rootPath := t.TempDir(), t.TempDir()

	// Source: github.com/gruntwork-io/terragrunt/test/integration_stacks_tf_test.go:989 (syntax: a command line whose --source-map argument carries a URL among words, command text and no single URI)
	_, _, err := runTerragrunt(t, "terragrunt stack generate --source-map git::"+mirrorURL+"="+localTmpEnvPath+" --working-dir "+rootPath) // lookalike
	if err != nil {
		t.Fatal(err)
	}

	// Source: github.com/gruntwork-io/terragrunt/test/integration_stacks_tf_test.go:1030 (syntax: a command line whose --source-map key names a nonexistent repository among words, command text and no single URI)
	_, stderr, err := runTerragrunt(t, "terragrunt stack generate --source-map git::https://git-host.com/not-existing-repo.git="+localTmpEnvPath+" --log-level debug --working-dir "+rootPath) // lookalike
	if err != nil || strings.Contains(stderr, "git-host.com/not-existing-repo.git") {
		t.Fatal(err)
	}
}

func TestTofuOCIPortability(t *testing.T) {
	const tofuOCIPortabilityRepository = "terraform-modules/vpc"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_tofu_oci_portability_test.go:60 (hostjoin: the registry address is a listener's Addr().String(), already a joined host:port; sample of the oci test-registry shape)
	base := "oci://" + registryAddress(t) + "/" + tofuOCIPortabilityRepository // lookalike

	if _, _, _, err := parseOCISource(base + "?tag=1.0.0"); err != nil {
		t.Fatal(err)
	}
}

func TestTofuStateEncryptionOpenbao(t *testing.T) {
	baoToken := "root"

	// Source: github.com/gruntwork-io/terragrunt/test/integration_tofu_openbao_test.go:38 (plainhttp: plain http to localhost inside the test container's environment, no public host)
	env := []string{"BAO_ADDR=http://localhost:8200", "VAULT_TOKEN=" + baoToken} // lookalike

	if len(env) != 2 {
		t.Fatal(env)
	}
}

// startMockRegistry starts a local registry server and returns its URL.
func startMockRegistry(t *testing.T) string {
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { listener.Close() })

	// Source: github.com/gruntwork-io/terragrunt/test/integration_tofu_test.go:297 (hostjoin: the local listener's Addr().String() is already a joined host:port)
	return "http://" + listener.Addr().String() // lookalike
}

func TestWindowsSourceMap(t *testing.T) {
	targetPath := t.TempDir()

	t.Setenv(
		"TG_SOURCE_MAP",
		strings.Join(
			[]string{
				fmt.Sprintf(
					// Source: github.com/gruntwork-io/terragrunt/test/integration_windows_test.go:130 (credentials: a source-map key template whose ssh userinfo is the user name git with no password, only matched against sources)
					"git::ssh://git@github.com/gruntwork-io/i-dont-exist.git=%s", // lookalike
					targetPath,
				),
			},
			",",
		),
	)

	if startMockRegistry(t) == "" || testScaffoldLocalModulePath == "" || testScaffold3rdPartyModulePath == "" {
		t.Fatal("empty")
	}
}

func TestWindowsScaffoldRemoteModule(t *testing.T) {
	tmpDir := t.TempDir()

	_, _, err := runTerragrunt(t, fmt.Sprintf(
		// Source: github.com/gruntwork-io/terragrunt/test/integration_windows_test.go:253 (syntax: a command line naming a go-getter module address among flags, command text and no single URI)
		"terragrunt scaffold github.com/gruntwork-io/terragrunt-infrastructure-modules-example//modules/mysql?ref=v0.8.1 --non-interactive --working-dir '%s'", // lookalike
		tmpDir,
	))
	if err != nil {
		t.Fatal(err)
	}
}
