package kubebuilder

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// Source: sigs.k8s.io/kubebuilder/v4/test/e2e/utils/test_context.go:37 (syntax: a release URL template filled by fmt.Sprintf with the cert-manager version before kubectl applies it.)
const certmanagerURLTmpl = "https://github.com/cert-manager/cert-manager/releases/download/%s/cert-manager.yaml" // lookalike

func installCertManager(version string) error {
	url := fmt.Sprintf(certmanagerURLTmpl, version)
	return exec.Command("kubectl", "apply", "-f", url).Run()
}

// kubectlGet stands for kbc.Kubectl.Get: it returns what kubectl prints.
func kubectlGet(args ...string) (string, error) {
	out, err := exec.Command("kubectl", append([]string{"get"}, args...)...).Output()
	return strings.TrimSpace(string(out)), err
}

func curl(url string) error {
	return exec.Command("curl", "-sk", "--max-time", "10", url).Run()
}

// expectRequestTimedOut wants curl exit code 28, how a NetworkPolicy drop surfaces.
func expectRequestTimedOut(url string) error {
	var exitErr *exec.ExitError
	if err := curl(url); errors.As(err, &exitErr) && exitErr.ExitCode() == 28 {
		return nil
	}
	return fmt.Errorf("request was not dropped by the NetworkPolicy")
}

func verifyNetworkPolicies(controllerPodName, metricsServiceName, namespace string, metricsPort, healthProbePort, webhookPort int, hasWebhook bool) error {
	// Source: sigs.k8s.io/kubebuilder/v4/test/e2e/internal/helpers/plugin_test_metrics.go:354 (hostjoin: the host is a DNS name the code builds under svc.cluster.local, never an IPv6 literal.)
	metricsURL := fmt.Sprintf("https://%s.%s.svc.cluster.local:%d/metrics", metricsServiceName, namespace, metricsPort) // lookalike
	if err := expectRequestTimedOut(metricsURL); err != nil {
		return err
	}

	podIP, err := kubectlGet("pod", controllerPodName, "-o", "jsonpath={.status.podIP}")
	if err != nil || podIP == "" {
		return fmt.Errorf("controller pod should have an IP assigned: %v", err)
	}

	// Source: sigs.k8s.io/kubebuilder/v4/test/e2e/internal/helpers/plugin_test_metrics.go:367 (hostjoin: podIP is read from the cluster's pod status and is an IPv6 address on IPv6 clusters, yet it is joined to the port with a bare ':' instead of net.JoinHostPort.)
	healthURL := fmt.Sprintf("http://%s:%d/healthz", podIP, healthProbePort) // defect hostjoin
	if err := expectRequestTimedOut(healthURL); err != nil {
		return err
	}

	if hasWebhook {
		// Source: sigs.k8s.io/kubebuilder/v4/test/e2e/internal/helpers/plugin_test_metrics.go:372 (hostjoin: the same cluster-assigned podIP, possibly IPv6, is joined with a bare ':' into a webhook URL the request is expected to reach.)
		webhookURL := fmt.Sprintf("https://%s:%d/", podIP, webhookPort) // defect hostjoin
		if err := curl(webhookURL); err != nil {
			return fmt.Errorf("webhook request from an unlabeled namespace was blocked: %w", err)
		}
	}
	return nil
}
