<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<!-- English is the source language: this file holds only the plural forms of the messages
     counted with %n (Qt's numerus forms: "1 round", "2 rounds"). -->
<context>
    <name>PitBoss</name>
    <message numerus="yes">
        <source>%Ln rounds match, newest first</source>
        <translation>
            <numerusform>%Ln round matches, newest first</numerusform>
            <numerusform>%Ln rounds match, newest first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✔ Log verified: %Ln rounds intact (hash chain), checked at {time}</source>
        <translation>
            <numerusform>✔ Log verified: %Ln round intact (hash chain), checked at {time}</numerusform>
            <numerusform>✔ Log verified: %Ln rounds intact (hash chain), checked at {time}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alerts</source>
        <translation>
            <numerusform>%n alert</numerusform>
            <numerusform>%n alerts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitView</name>
    <message numerus="yes">
        <source>%n payouts wait for approval</source>
        <translation>
            <numerusform>%n payout waits for approval</numerusform>
            <numerusform>%n payouts wait for approval</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tables</source>
        <translation>
            <numerusform>%Ln table</numerusform>
            <numerusform>%Ln tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln need a look</source>
        <translation>
            <numerusform>%Ln needs a look</numerusform>
            <numerusform>%Ln need a look</numerusform>
        </translation>
    </message>
</context>
</TS>
