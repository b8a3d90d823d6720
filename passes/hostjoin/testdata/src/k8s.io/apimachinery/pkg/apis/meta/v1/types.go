// Package v1 stands for k8s.io/apimachinery/pkg/apis/meta/v1.
package v1

type ObjectMeta struct {
	Name      string
	Namespace string
}
