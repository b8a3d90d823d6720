package onepanel

import "fmt"

// loadParamFromVars reads one backup-account variable (backend/utils/cloud_storage/client/helper.go).
func loadParamFromVars(key string, vars map[string]interface{}) string {
	if _, ok := vars[key]; !ok {
		return ""
	}
	return fmt.Sprintf("%v", vars[key])
}
