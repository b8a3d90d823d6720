package longhorn

import "strings"

func getNodeSelectorString(nodeSelector map[string]string) string {
	list := make([]string, 0, len(nodeSelector))
	for k, v := range nodeSelector {
		// Source: github.com/longhorn/longhorn-manager/controller/support_bundle_controller.go:820 (escaper: a node selector key=value pair for the support bundle manager, no URI query)
		list = append(list, k+"="+v) // lookalike
	}
	return strings.Join(list, ",")
}
