package longhorn

const (
	LonghornLabelInstanceManager = "instance-manager"
	LonghornLabelNode            = "node"
)

func GetLonghornLabelComponentKey() string { return "longhorn.io/component" }

func GetLonghornLabelKey(name string) string { return "longhorn.io/" + name }

func makeInstanceManagerLabelSelector(nodeID string) string {
	// Source: github.com/longhorn/longhorn-manager/metrics_collector/instance_manager_collector.go:175 (escaper: a Kubernetes label selector term, the client library escapes it when it goes into a query)
	componentLabel := GetLonghornLabelComponentKey() + "=" + LonghornLabelInstanceManager // lookalike
	// Source: github.com/longhorn/longhorn-manager/metrics_collector/instance_manager_collector.go:176 (escaper: a label selector term, no raw query building)
	nodeLabel := GetLonghornLabelKey(LonghornLabelNode) + "=" + nodeID // lookalike
	return componentLabel + "," + nodeLabel
}
