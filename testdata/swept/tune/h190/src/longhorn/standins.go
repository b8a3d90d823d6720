// Package longhorn rewrites, case by case, code of github.com/longhorn/longhorn-manager
// around URI-shaped literals and URI-building expressions.
package longhorn

// Stand-ins for constants and types of longhorn-manager and its dependencies.

const (
	BackingImageManagerDefaultPort    = 8000
	BackingImageDataSourceDefaultPort = 8000

	InstanceManagerProcessManagerServiceDefaultPort = 8500
	InstanceManagerDiskServiceDefaultPort           = InstanceManagerProcessManagerServiceDefaultPort + 2
	InstanceManagerInstanceServiceDefaultPort       = InstanceManagerProcessManagerServiceDefaultPort + 3
	InstanceManagerSpdkServiceDefaultPort           = InstanceManagerProcessManagerServiceDefaultPort + 4

	ShareManagerDefaultPort = 9600

	DefaultAPIPort               = 9500
	DefaultConversionWebhookPort = 9501
	DefaultAdmissionWebhookPort  = 9502

	ConversionWebhookServiceName = "longhorn-conversion-webhook"
	AdmissionWebhookServiceName  = "longhorn-admission-webhook"
)

// PodStatus is a stand-in for corev1.PodStatus.
type PodStatus struct {
	PodIP string
}

// Pod is a stand-in for corev1.Pod.
type Pod struct {
	Status PodStatus
}

// InstanceManagerStatus is a stand-in for the InstanceManager status.
type InstanceManagerStatus struct {
	IP         string
	APIVersion int
}

// InstanceManager is a stand-in for longhorn.InstanceManager.
type InstanceManager struct {
	Name   string
	Status InstanceManagerStatus
}

// GetNamespace returns the namespace from the environment variable key.
func GetNamespace(key string) string { return "longhorn-system" }

// EnvPodNamespace is the env key of the pod namespace.
const EnvPodNamespace = "POD_NAMESPACE"
