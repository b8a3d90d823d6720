// Package cao holds cases rewritten from github.com/openshift/cluster-autoscaler-operator.
package cao

const (
	// GPUAcceleratorLabelKCSWarning is appended to every GPU label warning.
	// Source: github.com/openshift/cluster-autoscaler-operator/pkg/util/validator.go:37 (syntax: the URL closes a warning sentence shown to users, prose by rule 4.)
	GPUAcceleratorLabelKCSWarning = "This is not an error but may cause issues when using GPU resource limits with the Cluster Autoscaler. For more information on the proper use of these values, please see https://access.redhat.com/solutions/6055181" // lookalike
)

// IsValidGPUAcceleratorLabel returns a warning for an empty label value.
func IsValidGPUAcceleratorLabel(target string) string {
	if target == "" {
		return "GPU accelerator label is empty. " + GPUAcceleratorLabelKCSWarning
	}
	return ""
}
