package tidboperator

import "fmt"

// Source: github.com/pingcap/tidb-operator/pkg/controllers/tidb/tasks/pod.go:361 (the readiness probe curls the status port on host "127.0.0.1", a constant)
func buildProbeCommand(tlsEnabled bool, statusPort int32) (command []string) {
	scheme := "http"
	if tlsEnabled {
		scheme = "https"
	}
	host := "127.0.0.1"

	readinessURL := fmt.Sprintf("%s://%s:%d/status", scheme, host, statusPort) // lookalike
	command = append(command, "curl", readinessURL, "--fail", "--silent")
	return command
}

func ProbeCommand(tls bool) []string { return buildProbeCommand(tls, 10080) }
