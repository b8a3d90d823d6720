package kubeshark

// ListOptions stands in for metav1.ListOptions; client-go encodes FieldSelector into the request query itself.
type ListOptions struct {
	FieldSelector string
}

// SELF_RESOURCES_PREFIX and SUFFIX_CONFIG_MAP name the config map.
const (
	SELF_RESOURCES_PREFIX = "kubeshark-"
	SUFFIX_CONFIG_MAP     = "config-map"
)

func watchConfigMapOptions() ListOptions {
	configMapName := SELF_RESOURCES_PREFIX + SUFFIX_CONFIG_MAP
	return ListOptions{
		// Source: github.com/kubeshark/kubeshark/cmd/scripts.go:327 (escaper: a Kubernetes field selector built from a constant name and given as a ListOptions field that client-go query-encodes itself, nothing spliced raw into a URL)
		FieldSelector: "metadata.name=" + configMapName, // lookalike
	}
}
