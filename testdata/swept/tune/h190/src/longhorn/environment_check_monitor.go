package longhorn

// SetCondition is a stand-in for types.SetCondition; message is shown to users.
func SetCondition(conditionType, status, reason, message string) map[string]string {
	return map[string]string{"type": conditionType, "status": status, "reason": reason, "message": message}
}

func checkMultipathd(result string) map[string]string {
	if result != "" {
		// Source: github.com/longhorn/longhorn-manager/controller/monitor/environment_check_monitor.go:339 (syntax: rule 4, a knowledge base link inside a condition message joined to words)
		return SetCondition("Multipathd", "False", "MultipathdIsRunning", "multipathd is running with a known issue that affects Longhorn. See description and solution at https://longhorn.io/kb/troubleshooting-volume-with-multipath") // lookalike
	}
	return SetCondition("Multipathd", "True", "", "")
}
