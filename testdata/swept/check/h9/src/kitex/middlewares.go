package kitex

type instSnapshot struct {
	network string
	address string
	weight  int
}

type instInfo struct {
	Address string
	Weight  int
}

// formatSnapshots converts snapshots to []*instInfo during Dump (cold path).
func formatSnapshots(snapshots []instSnapshot) []*instInfo {
	if len(snapshots) == 0 {
		return nil
	}
	infos := make([]*instInfo, len(snapshots))
	for i := range snapshots {
		infos[i] = &instInfo{
			// Source: github.com/cloudwego/kitex/client/middlewares.go:265 (hostjoin: network and a net.Addr's address, already host:port, for a debug dump; no host and port joined with ':')
			Address: snapshots[i].network + "://" + snapshots[i].address, // lookalike
			Weight:  snapshots[i].weight,
		}
	}
	return infos
}
