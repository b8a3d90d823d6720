package pyaml

import "testing"

func TestBlocklistPulumi(t *testing.T) {
	expectedErrors := []string{
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:55 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:5:11: error resolving type of resource dockerImageFull: Docker Image resources are not supported in YAML without major version >= 4, see: https://github.com/pulumi/pulumi-yaml/issues/421", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:56 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:9:11: error resolving type of resource dockerImageShort: Docker Image resources are not supported in YAML without major version >= 4, see: https://github.com/pulumi/pulumi-yaml/issues/421", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:57 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:19:11: error resolving type of resource kubeCustomResource: The resource type [kubernetes:apiextensions.k8s.io:CustomResource] is not supported in YAML at this time, see: https://github.com/pulumi/pulumi-kubernetes/issues/1971", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:58 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:21:11: error resolving type of resource kubeKustomizeDir: The resource type [kubernetes:kustomize:Directory] is not supported in YAML at this time, see: https://github.com/pulumi/pulumi-kubernetes/issues/1971", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:59 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:23:11: error resolving type of resource kubeYamlConfigFile: The resource type [kubernetes:yaml:ConfigFile] is not supported in YAML at this time, see: https://github.com/pulumi/pulumi-kubernetes/issues/1971", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:60 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:25:11: error resolving type of resource kubeYamlConfigGroup: The resource type [kubernetes:yaml:ConfigGroup] is not supported in YAML at this time, see: https://github.com/pulumi/pulumi-kubernetes/issues/1971", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:61 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:27:11: error resolving type of resource helmChartV2: Helm Chart resources are not supported in YAML, consider using the Helm Release resource instead: https://www.pulumi.com/registry/packages/kubernetes/api-docs/helm/v3/release/", // lookalike
		// Source: github.com/pulumi/pulumi-yaml/pkg/pulumiyaml/run_token_blocklist_test.go:62 (syntax: the URL ends an expected error's prose, rule 4)
		"<stdin>:29:11: error resolving type of resource helmChartV3: Helm Chart resources are not supported in YAML, consider using the Helm Release resource instead: https://www.pulumi.com/registry/packages/kubernetes/api-docs/helm/v3/release/", // lookalike
	}
	err := resolveResource("kubernetes:helm.sh/v3:Chart", 4)
	if err == nil {
		t.Fatal("expected an error")
	}
	if got := "<stdin>:29:11: error resolving type of resource helmChartV3: " + err.Error(); got != expectedErrors[7] {
		t.Errorf("got %q", got)
	}
}
