// Package v1 is a stand-in for the parts of k8s.io/apimachinery/pkg/apis/meta/v1 used here.
package v1

// ListOptions selects objects in a list call.
type ListOptions struct {
	LabelSelector string
}
