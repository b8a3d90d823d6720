package grafanaoperator

import "fmt"

// ServiceReconciler reconciles the Grafana Service.
type ServiceReconciler struct {
	clusterDomain string
}

func getGrafanaServerProtocol(cr *Grafana) string {
	if cr.Spec.Protocol != "" {
		return cr.Spec.Protocol
	}
	return "http"
}

// GetGrafanaPort returns the port Grafana serves on.
func GetGrafanaPort(cr *Grafana) int {
	if cr.Spec.Port != 0 {
		return cr.Spec.Port
	}
	return 3000
}

// ServiceName is the name of the Grafana Service.
type ServiceName struct{ Name string }

func (r *ServiceReconciler) setAdminURL(cr *Grafana, service *ServiceName) {
	// default empty clusterDomain supports automatic openshift certificates:
	// https://docs.openshift.com/container-platform/4.17/security/certificates/service-serving-certificate.html#add-service-certificate_service-serving-certificate
	adminHost := fmt.Sprintf("%v.%v.svc", service.Name, cr.Namespace)
	if r.clusterDomain != "" {
		adminHost += "." + r.clusterDomain
	}

	// Source: github.com/grafana/grafana-operator/controllers/reconcilers/grafana/service_reconciler.go:78 (hostjoin: the host is the Service's DNS name "%v.%v.svc" the function builds, partly known, never an IPv6 address)
	cr.Status.AdminURL = fmt.Sprintf("%v://%v:%d", getGrafanaServerProtocol(cr), adminHost, int32(GetGrafanaPort(cr))) // lookalike
}
