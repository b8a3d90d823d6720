// Package vmetrics holds cases rewritten from github.com/VictoriaMetrics/metrics.
package vmetrics

import (
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"time"
)

// InitPush validates pushURL and starts pushing metrics to it.
func InitPush(pushURL string, interval time.Duration, extraLabels string) error {
	pu, err := url.Parse(pushURL)
	if err != nil {
		return err
	}
	if pu.Scheme != "http" && pu.Scheme != "https" {
		return errors.New("unsupported scheme")
	}
	if pu.Host == "" {
		return errors.New("missing host")
	}
	if interval <= 0 {
		return errors.New("interval must be positive")
	}
	if extraLabels != "" {
		return errors.New("invalid extraLabels")
	}
	req, err := http.NewRequest(http.MethodGet, pu.String(), nil)
	if err != nil {
		return err
	}
	_ = req
	return nil
}

func writeIOMetrics(ioFilepath string) {
	if _, err := os.ReadFile(ioFilepath); err != nil {
		log.Printf("ERROR: metrics: cannot read process_io_* metrics from %q, so these metrics won't be updated until the error is fixed; "+
			// Source: github.com/VictoriaMetrics/metrics/process_metrics_linux.go:113 (syntax: the URL sits inside log message prose joined to words around it, which is no URI (rule 4).)
			"see https://github.com/VictoriaMetrics/metrics/issues/42 ; The error: %s", ioFilepath, err) // lookalike
	}
}
