package doguop

import "fmt"

// ServiceSpec mirrors the fields of a Kubernetes Service spec the operator reads.
type ServiceSpec struct {
	ClusterIP string
}

// Service mirrors a Kubernetes Service.
type Service struct {
	Spec        ServiceSpec
	Annotations map[string]string
}

// Source: github.com/cloudogu/k8s-dogu-operator/controllers/serviceaccount/serviceaccount_components.go:83 (service-account API URL from the Service's ClusterIP and an annotation port)
func serviceAccountURL(svc Service, path string) string {
	port := svc.Annotations["ces.cloudogu.com/serviceaccount-port"]
	if port == "" {
		port = "8080"
	}
	return fmt.Sprintf("http://%s:%s%s", svc.Spec.ClusterIP, port, path) // defect hostjoin
}
