// Package kuberay holds cases rewritten from github.com/ray-project/kuberay/ray-operator.
package kuberay

import "fmt"

// Source: github.com/ray-project/kuberay/ray-operator/controllers/ray/utils/constant.go:235 (syntax: the URL sits inside a wget shell command template, delimited by spaces, and is well-formed there)
const BaseWgetHealthCommand = "wget --tries 1 -T %d -q -O- http://localhost:%d/%s | grep success" // lookalike

// RayDashboardGCSHealthPath is the dashboard GCS health path.
const RayDashboardGCSHealthPath = "api/gcs_healthz"

func healthCommand(timeout, port int) string {
	return fmt.Sprintf(BaseWgetHealthCommand, timeout, port, RayDashboardGCSHealthPath)
}
