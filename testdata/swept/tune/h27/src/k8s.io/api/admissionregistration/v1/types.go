// Package v1 is a minimal stub of k8s.io/api/admissionregistration/v1.
package v1

// Variable is a named CEL expression.
type Variable struct {
	Name       string
	Expression string
}
