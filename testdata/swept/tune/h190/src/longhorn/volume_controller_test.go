package longhorn

func getVolumeLabelSelector(volumeName string) string {
	// Source: github.com/longhorn/longhorn-manager/controller/volume_controller_test.go:39 (escaper: a Kubernetes label selector given to a fake lister, no URI query)
	return "longhornvolume=" + volumeName // lookalike
}
