package longhorn

import "fmt"

// EngineFrontendNvmeTCPPath is a stand-in for longhorn.EngineFrontendNvmeTCPPath.
type EngineFrontendNvmeTCPPath struct {
	TargetIP   string
	TargetPort int
}

func getEngineFrontendTargetFromPaths(activePath string, paths []EngineFrontendNvmeTCPPath) (string, int, bool) {
	for _, path := range paths {
		// Source: github.com/longhorn/longhorn-manager/controller/engine_frontend_controller.go:1239 (hostjoin: the hand-joined host:port is only compared with the active path, no URI use)
		if fmt.Sprintf("%s:%d", path.TargetIP, path.TargetPort) == activePath && path.TargetIP != "" && path.TargetPort != 0 { // lookalike
			return path.TargetIP, path.TargetPort, true
		}
	}
	return "", 0, false
}
