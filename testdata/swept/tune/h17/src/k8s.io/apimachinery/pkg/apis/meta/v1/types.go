// Package v1 stands in for k8s.io/apimachinery/pkg/apis/meta/v1: only what
// the cases use.
package v1

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	Name      string
	Namespace string
	Labels    map[string]string
}
