package kuberay

import "strconv"

// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/common/job.go:95 (hostjoin: the host is the constant loopback address, never an IPv6 literal)
func sidecarDashboardAddress(port int) string {
	return "http://127.0.0.1:" + strconv.Itoa(port) // lookalike
}
