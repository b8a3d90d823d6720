// Package v1 is a minimal stub of k8s.io/apimachinery/pkg/apis/meta/v1.
package v1

// ObjectMeta is the metadata every persisted object has.
type ObjectMeta struct {
	Name      string
	Namespace string
}
