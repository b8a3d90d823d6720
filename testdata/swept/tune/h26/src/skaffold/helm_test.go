package skaffold

import (
	"os"
	"strings"
	"testing"
	"text/template"
)

var testDeployConfigRepoTemplated = LegacyHelmDeploy{
	Releases: []HelmRelease{{
		Name:      "skaffold-helm",
		ChartPath: "examples/test",
		// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/deploy/helm/helm_test.go:211 (credentials: template placeholders for the user and the password, no secret, rule 3)
		Repo: "https://{{.CHARTUSER}}:{{.CHARTPASS}}@charts.helm.sh/stable", // lookalike
	}},
}

func upgradeCommand(r HelmRelease, env map[string]string) string {
	var b strings.Builder
	template.Must(template.New("repo").Parse(r.Repo)).Execute(&b, env)
	return "helm --kube-context kubecontext upgrade " + r.Name + " " + r.ChartPath + " --repo " + b.String() + " --post-renderer SKAFFOLD-BINARY --kubeconfig kubeconfig"
}

func TestHelmDeploy(t *testing.T) {
	tests := []struct {
		description string
		commands    []string
		env         []string
		helm        LegacyHelmDeploy
	}{
		{
			description: "deploy with templated repo",
			commands: []string{
				"helm version",
				// Source: github.com/GoogleContainerTools/skaffold/pkg/skaffold/deploy/helm/helm_test.go:994 (credentials: the expected command of code that the row gives the user and password on their own in the environment, CHARTPASS=bar, rule 2c)
				"helm --kube-context kubecontext upgrade skaffold-helm examples/test --repo https://foo:bar@charts.helm.sh/stable --post-renderer SKAFFOLD-BINARY --kubeconfig kubeconfig", // lookalike
			},
			env:  []string{"CHARTUSER=foo", "CHARTPASS=bar"},
			helm: testDeployConfigRepoTemplated,
		},
	}
	for _, test := range tests {
		t.Run(test.description, func(t *testing.T) {
			env := map[string]string{}
			for _, kv := range test.env {
				k, v, _ := strings.Cut(kv, "=")
				t.Setenv(k, v)
				env[k] = os.Getenv(k)
			}
			got := upgradeCommand(test.helm.Releases[0], env)
			if got != test.commands[1] {
				t.Fatalf("got %q, want %q", got, test.commands[1])
			}
		})
	}
}
